import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../src/core/paths';
import { bundle, current } from './bundle-entry.mjs';
import { processDir } from './scratch';

type Bundle = { file: string; sources: Map<string, number> };

const cacheDir = path.join(rootDir, 'node_modules/.cache/guesthouse-tests');
const made = new Map<string, Promise<Bundle>>();
let count = 0;

/**
 * The project's own entries are bundled once for every test process and run: a version per
 * state of their sources, found again while those stay as they were. Versions of another
 * state are removed an hour after they were made (a run beside this one may still use one).
 */
async function sharedBundle(entry: string): Promise<Bundle> {
  // node_modules, and so this cache, may be shared by several checkouts of the project (git
  // worktrees): each has its own folder, or one would run another's sources, which are current
  // too (scripts/run-bundled.mjs keeps its bundles apart the same way).
  const home = path.join(cacheDir, 'bundles', createHash('sha1').update(rootDir).digest('hex').slice(0, 12), entry.replace(/[/.]/g, '-'));
  fs.mkdirSync(home, { recursive: true });
  for (const version of fs.readdirSync(home)) {
    const dir = path.join(home, version);
    const listed = fs.existsSync(path.join(dir, 'sources.json')) && new Map<string, number>(JSON.parse(fs.readFileSync(path.join(dir, 'sources.json'), 'utf8')));
    if (listed && current(listed)) return { file: path.join(dir, 'main.mjs'), sources: listed };
    if (Date.now() - fs.statSync(dir).mtimeMs > 3_600_000) fs.rmSync(dir, { recursive: true, force: true });
  }
  const fresh = await bundle(rootDir, entry, path.join(processDir(cacheDir), String(count++)));
  const listed = JSON.stringify([...fresh.sources]);
  fs.writeFileSync(path.join(path.dirname(fresh.file), 'sources.json'), listed);
  const dir = path.join(home, createHash('sha1').update(listed).digest('hex').slice(0, 16));
  try {
    fs.renameSync(path.dirname(fresh.file), dir);
  } catch {
    // Another process made the same version first: both are the same files.
  }
  return { file: path.join(dir, 'main.mjs'), sources: fresh.sources };
}

/**
 * A TypeScript entry of the project (src/server/main.ts, scripts/build.ts, ...) as one JavaScript
 * file that `node` runs: the same sources without tsx, whose module hooks cost a spawned script
 * 0.7 s of processor (twice what validating the content takes). Made again when one of its
 * sources has changed (a test edits a copy). `root` is the project (whose bundles all test
 * processes share) or a copy of it (bundled in this process, and removed by a later test process
 * once this one has ended).
 */
export async function bundled(entry: string, root = rootDir): Promise<string> {
  const key = path.join(root, entry);
  const previous = await made.get(key)?.catch(() => undefined);
  if (previous && current(previous.sources)) return previous.file;
  const next = root === rootDir ? sharedBundle(entry) : bundle(root, entry, path.join(processDir(cacheDir), String(count++)));
  made.set(key, next);
  return (await next).file;
}
