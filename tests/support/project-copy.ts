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
