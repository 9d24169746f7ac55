import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Store } from '../store/types';
import { SettingsError, type Passcode } from './passcode';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 14;
const MAX_DAYS = 90;
const MIN_SECRET_LENGTH = 32;
/** The name the generated secret is kept under in the store. */
const STORED_SECRET = 'guide-session';

/** GUIDE_SESSION_DAYS: how long the guide stays open on a device after the right code. */
export function sessionLengthMs(env: Record<string, string | undefined>): number {
  const raw = env.GUIDE_SESSION_DAYS?.trim();
  if (!raw) return DEFAULT_DAYS * DAY_MS;
  const days = Number(raw);
  if (!/^[0-9]+(\.[0-9]+)?$/.test(raw) || !(days > 0) || days > MAX_DAYS) {
    throw new SettingsError(`GUIDE_SESSION_DAYS must be a number of days above 0 and at most ${MAX_DAYS}, like ${DEFAULT_DAYS}; not ${JSON.stringify(raw.slice(0, 20))}.`);
  }
  return Math.max(1000, Math.round(days * DAY_MS));
}

/** GUIDE_SESSION_SECRET, checked at start; undefined when unset (the store keeps a generated one). */
function configuredSecret(env: Record<string, string | undefined>): string | undefined {
  const raw = env.GUIDE_SESSION_SECRET;
  if (!raw) return undefined;
  if (raw.length < MIN_SECRET_LENGTH) {
    // A secret's value is never echoed, only its length.
    throw new SettingsError(`GUIDE_SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters of random text (e.g. from \`openssl rand -base64 32\`); the value set has ${raw.length}.`);
  }
  return raw;
}

export interface Session {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export interface Sessions {
  readonly lengthMs: number;
  issue(now: number): Promise<Session>;
  /** The session's expiry when `token` is one of ours, unexpired and signed under the current code; else undefined. */
  verify(token: string | undefined, now: number): Promise<number | undefined>;
}

const sign = (key: Buffer, payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

/**
 * Signed, expiring guide sessions: `v1.<expiry in ms>.<HMAC-SHA256>` under a key mixed from a
 * high-entropy server secret and the passcode. Nothing is stored per session; changing the
 * code (or the secret) ends them all. Without the secret a token says nothing about the code:
 * its 10,000 values cannot be tried against it offline.
 */
export function guideSessions(env: Record<string, string | undefined>, passcode: Passcode, store: Store): Sessions {
  const lengthMs = sessionLengthMs(env);
  const configured = configuredSecret(env);
  let key: Promise<Buffer> | undefined;
  const signingKey = () => {
    key ??= (configured ? Promise.resolve(configured) : store.sharedSecret(STORED_SECRET, randomBytes(32).toString('base64url'))).then(
      (secret) => passcode.sessionKey(secret),
      (err: unknown) => {
        key = undefined; // ask the store again next time
        throw err;
      },
    );
    return key;
  };

  return {
    lengthMs,
    async issue(now) {
      const expiresAt = now + lengthMs;
      const payload = `v1.${expiresAt}`;
      return { token: `${payload}.${sign(await signingKey(), payload)}`, expiresAt };
    },
    async verify(token, now) {
      const m = /^(v1\.([0-9]{1,15}))\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
      if (!m) return undefined;
      const expiresAt = Number(m[2]);
      const expected = Buffer.from(sign(await signingKey(), m[1]));
      const valid = timingSafeEqual(Buffer.from(m[3]), expected);
      // A shorter GUIDE_SESSION_DAYS also shortens the sessions already given out.
      return valid && expiresAt > now && expiresAt <= now + lengthMs ? expiresAt : undefined;
    },
  };
}
