import { inspect } from 'node:util';

export type Log = Pick<Console, 'info' | 'warn' | 'error'>;

// C0 and C1 controls and DEL, but not tab and line feed (the server's own notices span lines).
const CONTROL = /[\x00-\x08\x0b-\x1f\x7f-\x9f]/g;
const hex = (ch: string) => `\\x${ch.charCodeAt(0).toString(16).padStart(2, '0')}`;

/**
 * Text from outside (a feed, a mail server, a client) as a terminal should show it: an escape
 * sequence (ESC[2J clears the screen, ESC]0;…BEL retitles the window) is written out visibly,
 * e.g. \x1b. `oneLine` also writes out line breaks, so quoted text cannot fake a log line.
 */
export function visibleControls(text: string, opts: { oneLine?: boolean } = {}): string {
  return text.replace(CONTROL, hex).replace(/[\n]/g, (ch) => (opts.oneLine ? hex(ch) : ch));
}

/** Every argument that prints as text, with its control characters written out: strings, and errors (message and stack). */
function visibleArgs(args: unknown[]): unknown[] {
  return args.map((a) => (typeof a === 'string' ? visibleControls(a) : a instanceof Error ? visibleControls(inspect(a)) : a));
}

/**
 * The log every server line goes through: whatever a line quotes from outside cannot drive the
 * host's terminal, wherever it was written.
 */
export function safeLog(log: Log): Log {
  return {
    info: (...args: unknown[]) => log.info(...visibleArgs(args)),
    warn: (...args: unknown[]) => log.warn(...visibleArgs(args)),
    error: (...args: unknown[]) => log.error(...visibleArgs(args)),
  };
}
