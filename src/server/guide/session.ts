import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { Store } from '../store/types';
import { SettingsError, type Passcode } from './passcode';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 14;
const MAX_DAYS = 90;
/** What a session opened with the shared passcode is for, in place of a stay's key. */
export const PASSCODE_STAY = 'passcode';
/**
 * Sessions kept per stay: more devices than a party brings. A further one ends the oldest, so a
 * stay's link or code posted thousands of times keeps this many rows, not thousands. The shared
 * passcode is every stay's for GUIDE_SESSION_DAYS, so it keeps more.
 */
export const SESSIONS_PER_STAY = 20;
const PASSCODE_SESSIONS = 200;

/** GUIDE_SESSION_DAYS: how long the guide stays open on a device after the shared passcode. */
function sessionLengthMs(env: Record<string, string | undefined>): number {
  const raw = env.GUIDE_SESSION_DAYS?.trim();
  if (!raw) return DEFAULT_DAYS * DAY_MS;
  const days = Number(raw);
  if (!/^[0-9]+(\.[0-9]+)?$/.test(raw) || !(days > 0) || days > MAX_DAYS) {
    throw new SettingsError(`GUIDE_SESSION_DAYS must be a number of days above 0 and at most ${MAX_DAYS}, like ${DEFAULT_DAYS}; not ${JSON.stringify(raw.slice(0, 20))}.`);
  }
  return Math.max(1000, Math.round(days * DAY_MS));
}

export interface Session {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

/** A live session: the stay it opens the guide for (or PASSCODE_STAY), and when it ends. */
export interface LiveSession {
  stay: string;
  expiresAt: number;
}

export interface Sessions {
  /** How long a passcode session lasts (a stay's lasts until its window closes). */
  readonly lengthMs: number;
  issue(stay: string, expiresAt: number, now: number): Promise<Session>;
  /** The session `token` names, if it is kept, unexpired and given under the current secret (and passcode). */
  verify(token: string | undefined, now: number): Promise<LiveSession | undefined>;
  /** Ends the session wherever its token was copied ("Lock the guide"). */
  end(token: string | undefined): Promise<void>;
}

/** What the store keeps of a token: its hash, so a copy of the database opens nothing. */
const idOf = (token: string) => createHash('sha256').update(token).digest('base64url');
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Guide sessions kept in the store (both stores): a random token per unlock, so "Lock the
 * guide" ends it for every copy of the token, and each names the stay it was given for. A
 * session records which secret (and passcode) issued it: a new GUIDE_SECRET ends them all, a
 * new GUIDE_PASSCODE ends those the old code opened.
 */
export function guideSessions(env: Record<string, string | undefined>, passcode: Passcode | undefined, store: Store, secret: () => Promise<string>): Sessions {
  const lengthMs = sessionLengthMs(env);
  const keyIdFor = async (stay: string) => {
    const s = await secret();
    return stay === PASSCODE_STAY ? (passcode?.fingerprint(s) ?? '') : createHmac('sha256', s).update('guide-stay-session').digest('base64url').slice(0, 22);
  };
  return {
    lengthMs,
    async issue(stay, expiresAt, now) {
      const token = randomBytes(32).toString('base64url');
      await store.saveGuideSession({ id: idOf(token), stay, keyId: await keyIdFor(stay), expiresAt }, now, stay === PASSCODE_STAY ? PASSCODE_SESSIONS : SESSIONS_PER_STAY);
      return { token, expiresAt };
    },
    async verify(token, now) {
      if (!token || !TOKEN.test(token)) return undefined;
      const kept = await store.guideSession(idOf(token));
      if (!kept || kept.expiresAt <= now) return undefined;
      // The passcode removed (or changed), the secret changed: the session was given under another.
      if (kept.stay === PASSCODE_STAY && !passcode) return undefined;
      if (kept.keyId !== (await keyIdFor(kept.stay))) return undefined;
      // A shorter GUIDE_SESSION_DAYS also shortens the passcode sessions already given out.
      if (kept.stay === PASSCODE_STAY && kept.expiresAt > now + lengthMs) return undefined;
      return { stay: kept.stay, expiresAt: kept.expiresAt };
    },
    async end(token) {
      if (token && TOKEN.test(token)) await store.endGuideSession(idOf(token));
    },
  };
}
