// The live content out of reach. The engine's tests, and every harness or bench script they load,
// must read only their own site (tests/fixtures/site) or a copy: a test that read pages/,
// site.yaml, public/ or private/ at the project's root would fail the day a marketer retires a
// page, though the content still validates. Loaded first by those test projects (a setup file)
// and by the processes they start (NODE_OPTIONS=--import), it makes any such read throw, naming
// the file, so the mistake fails on every checkout rather than only after that content edit.
// Plain JavaScript: Node loads it before any TypeScript loader is in place.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = process.env.LIVE_CONTENT_ROOT || path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fenced = ['pages', 'site.yaml', 'public', 'private'].map((entry) => path.join(root, entry));

/** The fenced entry a path is, or is inside; undefined for any other path (and for file descriptors). */
export function liveContentIn(target) {
  if (typeof target !== 'string' && !(target instanceof URL) && !Buffer.isBuffer(target)) return undefined;
  const abs = path.resolve(target instanceof URL ? fileURLToPath(target) : String(target));
  return fenced.find((f) => abs === f || abs.startsWith(f + path.sep));
}

export class LiveContentRead extends Error {
  constructor(op, target) {
    super(
      `${op}(${String(target)}): an engine test read the live content (${path.relative(root, liveContentIn(target))}). ` +
        'Read the tests\' own site instead (tests/fixtures/site, which CONTENT_DIR names for the tests), ' +
        'or a copy (harness/project-copy.ts); only the `site` project reads the live content.',
    );
    this.name = 'LiveContentRead';
  }
}

// Every way to read a file or a folder, or to ask whether one is there.
const reads = ['readFile', 'open', 'readdir', 'opendir', 'stat', 'lstat', 'access', 'copyFile', 'cp', 'readlink', 'realpath'];
const guard = (op, fn) =>
  Object.assign(function guarded(target, ...rest) {
    if (liveContentIn(target)) throw new LiveContentRead(op, target);
    return fn.call(this, target, ...rest);
  }, fn); // keeps what hangs on the function (realpathSync.native)

if (!globalThis.__liveContentGuard) {
  globalThis.__liveContentGuard = true;
  for (const name of reads) {
    for (const op of [name, `${name}Sync`]) if (typeof fs[op] === 'function') fs[op] = guard(op, fs[op]);
    if (typeof fs.promises[name] === 'function') fs.promises[name] = guard(`promises.${name}`, fs.promises[name]);
  }
  fs.existsSync = guard('existsSync', fs.existsSync);
  fs.createReadStream = guard('createReadStream', fs.createReadStream);
  fs.watch = guard('watch', fs.watch);
  // Named imports (`import { readFileSync } from 'node:fs'`) see the guarded functions too.
  syncBuiltinESMExports();
}
