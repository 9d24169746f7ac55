import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** A setting the server cannot run with; main.ts prints its message as one line and stops. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}

export interface Passcode {
  matches(candidate: string): boolean;
  /**
   * Names the code a session was given under, bound to the server secret, so a new code (or
   * secret) ends every session it opened. The code itself never leaves this module.
   */
  fingerprint(secret: string): string;
}

/** Why the shared code is the weak option: the start-up line and `validate --launch` say it. */
export const PASSCODE_WEAKNESS =
  'one 4-digit code shared by every stay and valid until you change it: a former guest or a leaked photo opens the guide for every later stay, and a few wrong tries from anyone lock the code out for everyone for 15 minutes';

/**
 * The shared guide passcode from GUIDE_PASSCODE: the spec's four-digit option for a host with no
 * booking feed, used only when set (each stay's own code and link need no setting). A
 * malformed value stops the server at start: guests could never type it, so running on would
 * lock everyone out.
 */
export function guidePasscode(env: Record<string, string | undefined>): Passcode | undefined {
  const raw = env.GUIDE_PASSCODE;
  if (raw === undefined || raw === '') return undefined;
  if (!/^[0-9]{4}$/.test(raw)) {
    // The value itself is a secret, so only its length is echoed.
    throw new SettingsError(`GUIDE_PASSCODE must be exactly 4 digits (0-9), like 4821; the value set has ${raw.length} character${raw.length === 1 ? '' : 's'}.`);
  }
  // Hashing first gives equal-length buffers whatever the input, as timingSafeEqual needs.
  const digest = (s: string) => createHash('sha256').update(s).digest();
  const expected = digest(raw);
  return {
    matches: (candidate) => timingSafeEqual(digest(candidate), expected),
    fingerprint: (secret) => createHmac('sha256', secret).update(`guide-passcode\0${raw}`).digest('base64url').slice(0, 22),
  };
}
