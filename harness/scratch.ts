import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The test runner ends its workers without letting them tidy up, so each process keeps its
// scratch folders in one of its own, and the next process to start removes those whose
// process has gone.
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};
const mine = new Map<string, string>();

/** This process's own folder under `parent`, made on first use; those of ended processes are removed then. */
export function processDir(parent: string): string {
  let dir = mine.get(parent);
  if (!dir) {
    fs.mkdirSync(parent, { recursive: true });
    for (const name of fs.readdirSync(parent)) if (/^\d+$/.test(name) && !alive(Number(name))) fs.rmSync(path.join(parent, name), { recursive: true, force: true });
    dir = path.join(parent, String(process.pid));
    fs.mkdirSync(dir, { recursive: true });
    mine.set(parent, dir);
  }
  return dir;
}

/** A new empty folder for a test's files, removed by a later test run once this process has ended. */
export function scratchDir(prefix: string): string {
  return fs.mkdtempSync(path.join(processDir(path.join(os.tmpdir(), 'guesthouse-tests')), `${prefix}-`));
}
