import fs from 'node:fs';
import path from 'node:path';

/**
 * Writes `file` beside its final name and then renames it: a process that stops halfway, or two
 * writing at once, never leave half a file for the next reader.
 */
export function writeFileAtomic(file: string, data: string | Buffer): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, data);
  fs.renameSync(tmp, file);
}
