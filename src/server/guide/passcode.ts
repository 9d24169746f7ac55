import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import ipaddr from 'ipaddr.js';

/** The documented demo code, used only when GUIDE_PASSCODE is not set (development, demos). */
export const DEMO_PASSCODE = '2468';

// Once per log, not once per process: the guide gate and the functions both read the setting.
const warned = new WeakSet<object>();

/** A setting the server cannot run with; main.ts prints its message as one line and stops. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

export interface Passcode {
  matches(candidate: string): boolean;
  /**
   * The key guide sessions are signed with: the server secret mixed with the code, so a new
   * code ends every session. The code itself never leaves this module.
   */
  sessionKey(secret: string): Buffer;
}

/** Whether HOST (the server's default when unset) only answers this machine. */
export function isLoopback(host = '127.0.0.1'): boolean {
  const h = host.trim().replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (h === 'localhost') return true;
  if (!ipaddr.isValid(h)) return false;
  const address = ipaddr.process(h); // IPv4-mapped IPv6 becomes IPv4
  return address.range() === 'loopback';
}

/**
 * The guide passcode from GUIDE_PASSCODE. A malformed value stops the server at start:
 * guests could never type it into a four-digit field, so running on would lock everyone out.
 * It must be set in production (NODE_ENV=production) and whenever the server listens beyond
 * this machine (HOST): the demo code is in the public source.
 */
export function guidePasscode(
  env: Record<string, string | undefined>,
  log: Pick<Console, 'warn'> = console,
): Passcode {
  const raw = env.GUIDE_PASSCODE;
  let code: string;
  if (raw === undefined || raw === '') {
    if (env.NODE_ENV === 'production') {
      throw new SettingsError('GUIDE_PASSCODE is not set: in production the digital guide needs its own 4-digit code (the demo code is public). Set GUIDE_PASSCODE and start again.');
    }
    if (!isLoopback(env.HOST)) {
      throw new SettingsError(`GUIDE_PASSCODE is not set and the server listens on ${env.HOST}, not only on this machine: the demo code is public. Set GUIDE_PASSCODE (4 digits) and start again.`);
    }
    if (!warned.has(log)) {
      log.warn(`GUIDE_PASSCODE not set: using the demo passcode ${DEMO_PASSCODE}; set it in production`);
      warned.add(log);
    }
    code = DEMO_PASSCODE;
  } else if (/^[0-9]{4}$/.test(raw)) {
    code = raw;
  } else {
    // The value itself is a secret, so only its length is echoed.
    throw new SettingsError(`GUIDE_PASSCODE must be exactly 4 digits (0-9), like 2468; the value set has ${raw.length} character${raw.length === 1 ? '' : 's'}.`);
  }
  // Hashing first gives equal-length buffers whatever the input, as timingSafeEqual needs.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  const expected = digest(code);
  return {
    matches: (candidate) => timingSafeEqual(digest(candidate), expected),
    sessionKey: (secret) => createHmac('sha256', secret).update(`guide-session\0${code}`).digest(),
  };
}
