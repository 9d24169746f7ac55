// The shape of one content message (what `npm run validate`, the build, the dev server's overlay,
// the CI annotations and the browser editor say about a content file), in the spirit of Astro's
// error catalogue (packages/astro/src/core/errors/errors-data.ts): a stable id, its severity, its
// words as functions of typed parameters, and the docs paragraph that docs/content.md's table of
// messages is generated from. Code that finds a problem works out the parameters (a path, a
// figure, the corrected lines); the words are written here, once.

export type Severity = 'error' | 'warning';

export interface MessageEntry<P> {
  /** Stable and kebab-case: `--format json` carries it, the docs list it, tests name it. Never given to another message. */
  id: string;
  /**
   * `error` stops validate, the build and the dev server; `warning` is printed and fails only
   * `validate --strict`. A function when the finding decides (a copy above the error threshold).
   */
  severity: Severity | ((p: P) => Severity);
  /** What is wrong, on one line, in the words of the person who wrote the file. */
  message(p: P): string;
  /** What to do: wherever it can, the lines to write instead (further lines after a newline). */
  hint(p: P): string;
  /** What to do, for docs/content.md and the dev overlay: one paragraph of Markdown, links relative to docs/content.md. */
  docs: string;
  /** Parameters the docs show the message with; every entry renders its own in the catalogue's test. */
  example: P;
}

/** One message as raised: its id, severity and words, and the parameters they were made from. */
export interface Said {
  id: string;
  severity: Severity;
  message: string;
  hint: string;
  params: object;
}

/** The parameters of an entry: what a finding's `params` hold, for a reader that knows its id. */
export type ParamsOf<E> = E extends MessageEntry<infer P> ? P : never;

/** Types an entry by its parameters: `message<{ href: string }>({ id: 'link-not-a-page', … })`. */
export const message = <P extends object>(entry: MessageEntry<P>): MessageEntry<P> => entry;

/** The message of `entry` with `params`: what a check returns, located by its caller. */
export function say<P extends object>(entry: MessageEntry<P>, params: NoInfer<P>): Said {
  return {
    id: entry.id,
    severity: typeof entry.severity === 'function' ? entry.severity(params) : entry.severity,
    message: entry.message(params),
    hint: entry.hint(params),
    params,
  };
}

/** An entry of any parameters: what a list of entries, each typed by its own, holds. */
export type AnyEntry = MessageEntry<any>;

/** Messages shown together in the docs, under one heading. */
export interface MessageGroup<M extends Record<string, AnyEntry>> {
  /** The docs' heading for the group. */
  title: string;
  messages: M;
}

export const group = <M extends Record<string, AnyEntry>>(title: string, messages: M): MessageGroup<M> => ({ title, messages });

// Small wording helpers the groups share.

/** "1 space", "5 spaces". */
export const count = (n: number, thing: string) => `${n} ${thing}${n === 1 ? '' : 's'}`;
/** Lines to write, each on a line of its own after the hint's words. */
export const lines = (...written: string[]) => written.map((l) => `\n${l}`).join('');
/** "a, b or c". */
export const either = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(', ')} or ${items.at(-1)}` : items.join(''));
