import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../src/content/paths';

/** A scratch copy of the project (sharing node_modules) that a test may edit freely. */
export function copyProject(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-copy-'));
  for (const entry of fs.readdirSync(rootDir)) {
    if (['node_modules', 'dist', 'data', '.git', 'shots'].includes(entry) || entry.startsWith('dist-')) continue;
    fs.cpSync(path.join(rootDir, entry), path.join(copy, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

/** Where `needle` first is in a file of a project copy, as `file:line:col` (throws when it is not there). */
export function locate(copy: string, file: string, needle: string): string {
  const text = fs.readFileSync(path.join(copy, file), 'utf8');
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`${JSON.stringify(needle)} is not in ${file}`);
  const before = text.slice(0, i).split('\n');
  return `${file}:${before.length}:${before[before.length - 1].length + 1}`;
}
