import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Store } from '../store/types';
import { storeLocation } from '../store/location';
import { SettingsError } from './passcode';

const MIN_SECRET_LENGTH = 32;
/** Where an earlier version kept the generated secret: in the database, so a copy of it opened every stay. */
const LEGACY_NAME = 'guide-session';
/** The generated secret's file when GUIDE_SECRET_FILE names none: in the working directory, beside the data folder. */
const DEFAULT_SECRET_FILE = '.guide-secret';

type Env = Record<string, string | undefined>;

/**
 * GUIDE_SECRET (GUIDE_SESSION_SECRET, its older name, still counts), checked at start;
 * undefined when unset (a secret file keeps a generated one).
 */
export function configuredSecret(env: Env): string | undefined {
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
 * The file the generated secret is kept in (GUIDE_SECRET_FILE, default `.guide-secret` in the
 * working directory); undefined where there is no disk that lasts (GUIDE_SECRET_FILE set empty,
 * as the Supabase functions do), so GUIDE_SECRET must be set.
 */
export function secretFile(env: Env): string | undefined {
  const set = env.GUIDE_SECRET_FILE?.trim();
  if (set === undefined) return path.resolve(DEFAULT_SECRET_FILE);
  return set ? path.resolve(set) : undefined;
}

function readSecretFile(file: string): string | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return undefined;
    throw new SettingsError(`The guide's secret file ${file} cannot be read (${code}): let this server read it, or set GUIDE_SECRET.`);
  }
  const value = text.trim();
  if (value.length < MIN_SECRET_LENGTH) throw new SettingsError(`The guide's secret file ${file} must hold at least ${MIN_SECRET_LENGTH} characters of random text; it has ${value.length}.`);
  return value;
}

/**
 * Creates the file readable by its owner only, whole or not at all: it is written aside and
 * linked into place, so a process starting alongside reads either no file or the whole secret,
 * and whichever process links first decides it for all.
 */
function createSecretFile(file: string, value: string): string {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    fs.writeFileSync(aside, `${value}\n`, { mode: 0o600, flag: 'wx' });
    fs.linkSync(aside, file);
    return value;
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return readSecretFile(file)!;
    throw new SettingsError(`Could not create the guide's secret file ${file} (${code}): set GUIDE_SECRET, or GUIDE_SECRET_FILE to a file this server may write.`);
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * The guide's server secret: every stay's code and link are derived from it, and sessions are
 * bound to it, so a new secret changes every code and link and ends every session. It is never
 * kept in the database, so a copy of the database opens nothing: GUIDE_SECRET, or else a random
 * one the first process to need it writes to the secret file (0600), outside the data folder,
 * which every process of this machine (and `npm run guide-links`) then reads. A secret an
 * earlier version kept in the database moves to that file (the codes sent stay the same) and
 * leaves the database. Throws SettingsError when neither is possible (no GUIDE_SECRET where no
 * file lasts), so such a function refuses to start with one clear line.
 */
export function guideSecret(env: Env, store: Store): () => Promise<string> {
  const configured = configuredSecret(env);
  const file = configured ? undefined : secretFile(env);
  if (!configured && !file) {
    throw new SettingsError(
      'GUIDE_SECRET is not set: the guide derives every stay\'s code and link from it, and here no file keeps a generated one. Set it, e.g. `supabase secrets set GUIDE_SECRET="$(openssl rand -base64 32)"`.',
    );
  }
  const where = storeLocation(env);
  if (file && 'file' in where && file.startsWith(path.dirname(where.file) + path.sep)) {
    throw new SettingsError(`GUIDE_SECRET_FILE (${file}) must be outside the data folder (DATA_DIR): a copy of the data must open no guide.`);
  }
  let secret: Promise<string> | undefined;
  const resolve = async () => {
    const value = configured ?? readSecretFile(file!) ?? createSecretFile(file!, (await store.legacySecret(LEGACY_NAME)) ?? randomBytes(32).toString('base64url'));
    await store.forgetSecret(LEGACY_NAME);
    return value;
  };
  return () => {
    secret ??= resolve().catch((err: unknown) => {
      secret = undefined; // ask again next time
      throw err;
    });
    return secret;
  };
}
