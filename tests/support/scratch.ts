import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The test runner ends its workers without letting them tidy up, so each process keeps its
// scratch folders in one of its own, and the next process to start removes those whose
// process has gone.
const root = path.join(os.tmpdir(), 'guesthouse-tests');
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};
let mine: string | undefined;

/** A new empty folder for a test's files, removed by a later test run once this process has ended. */
export function scratchDir(prefix: string): string {
  if (!mine) {
    fs.mkdirSync(root, { recursive: true });
    for (const name of fs.readdirSync(root)) if (!alive(Number(name))) fs.rmSync(path.join(root, name), { recursive: true, force: true });
    mine = path.join(root, String(process.pid));
    fs.mkdirSync(mine, { recursive: true });
  }
  return fs.mkdtempSync(path.join(mine, `${prefix}-`));
}
