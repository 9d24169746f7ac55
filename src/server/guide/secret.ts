import { randomBytes } from 'node:crypto';
import type { Store } from '../store/types';
import { SettingsError } from './passcode';

const MIN_SECRET_LENGTH = 32;
/** The name the generated secret is kept under in the store (its first use signed sessions). */
const STORED_SECRET = 'guide-session';

/**
 * GUIDE_SECRET (GUIDE_SESSION_SECRET, its older name, still counts), checked at start;
 * undefined when unset (the store keeps a generated one).
 */
export function configuredSecret(env: Record<string, string | undefined>): string | undefined {
  const name = env.GUIDE_SECRET ? 'GUIDE_SECRET' : 'GUIDE_SESSION_SECRET';
  const raw = env[name];
  if (!raw) return undefined;
  if (raw.length < MIN_SECRET_LENGTH) {
    // A secret's value is never echoed, only its length.
    throw new SettingsError(`${name} must be at least ${MIN_SECRET_LENGTH} characters of random text (e.g. from \`openssl rand -base64 32\`); the value set has ${raw.length}.`);
  }
  return raw;
}

/**
 * The guide's server secret: every stay's code and link are derived from it, and sessions are
 * bound to it, so a new secret changes every code and link and ends every session. Set it
 * (GUIDE_SECRET) where processes share no store; otherwise the first process to need it
 * stores a random one that the others (and `npm run guide-links`) then read.
 */
export function guideSecret(env: Record<string, string | undefined>, store: Store): () => Promise<string> {
  const configured = configuredSecret(env);
  let secret: Promise<string> | undefined;
  return () => {
    secret ??= (configured ? Promise.resolve(configured) : store.sharedSecret(STORED_SECRET, randomBytes(32).toString('base64url'))).catch((err: unknown) => {
      secret = undefined; // ask the store again next time
      throw err;
    });
    return secret;
  };
}
