import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../core/paths';
import { writeFileAtomic } from '../content/write-atomic';

const cacheDir = path.join(rootDir, 'node_modules/.cache/build');

/** A name for what a result is made from: the same inputs, the same name. */
export const cacheKey = (...inputs: (string | Buffer)[]): string => {
  const hash = crypto.createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  return hash.digest('hex').slice(0, 32);
};

/**
 * A result the build made before from the same inputs (`key`), or `make`'s, kept for the next
 * build. Brotli at its highest quality and the font's cut are a third of a clean build's
 * processor time; content that did not change is only read back.
 */
export async function remembered(kind: string, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(cacheDir, kind, key);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const made = await make();
  writeFileAtomic(file, made);
  return made;
}
