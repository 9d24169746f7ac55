import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../core/paths';
import { writeFileAtomic } from './write-atomic';

const versions = new Map<string, string>();

/** A hash of the files named (paths from the project's root), worked out once per run. */
function codeVersion(files: string[]): string {
  const list = files.join('\0');
  let version = versions.get(list);
  if (!version) {
    const hash = createHash('sha256');
    for (const rel of files) {
      const abs = path.join(rootDir, rel);
      hash.update(`\0${rel}\0`).update(fs.existsSync(abs) ? fs.readFileSync(abs) : '');
    }
    versions.set(list, (version = hash.digest('hex')));
  }
  return version;
}

/**
 * A JSON file in the project's .cache/ (not in git) holding what a run worked out from the
 * content, for the next run. It is read back only while the code that worked it out (`code`,
 * files of the project; `package-lock.json` for the packages) is byte for byte the same, so a
 * change to any of them starts afresh.
 */
export function cacheFile<T>(name: string, code: () => string[]) {
  const file = path.join(rootDir, '.cache', name);
  let version: string | undefined;
  const versionOf = () => (version ??= codeVersion(code()));
  return {
    read(): T | undefined {
      try {
        const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
        return saved.version === versionOf() ? saved.data : undefined;
      } catch {
        return undefined;
      }
    },
    write(data: T): void {
      try {
        writeFileAtomic(file, JSON.stringify({ version: versionOf(), data }));
      } catch {
        // A read-only checkout still works; the next run works it out again.
      }
    },
  };
}
