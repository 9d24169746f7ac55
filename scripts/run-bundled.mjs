// `node scripts/run-bundled.mjs <entry.ts> [args]`: runs a TypeScript entry of the project as one
// JavaScript bundle (harness/bundle-entry.mjs) instead of through tsx, whose module hooks cost
// 0.7 s of processor a run: a third of a rebuild after one page changed, for a thousand pages.
// `npm run build` runs this way. The bundle is kept in node_modules/.cache/scripts/ and made
// again as soon as one of its sources is not as it was when it was made.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundle, current } from '../harness/bundle-entry.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const [entry, ...args] = process.argv.slice(2);
const cache = path.join(root, 'node_modules/.cache/scripts');
// node_modules may be shared with copies of the project (the tests', the bench's): each has its own bundles.
const home = path.join(cache, createHash('sha1').update(root).digest('hex').slice(0, 12), entry.replace(/[/.]/g, '-'));

/** Whether the bundle in `home` was made from the sources as they are. */
function isCurrent() {
  try {
    return current(new Map(JSON.parse(fs.readFileSync(path.join(home, 'sources.json'), 'utf8'))));
  } catch {
    return false; // None yet.
  }
}

/** The current bundle of `entry`, made first if there is none. */
async function bundled() {
  if (isCurrent()) return path.join(home, 'main.mjs');
  forgetGoneCopies();
  const made = `${home}.${process.pid}`;
  const fresh = await bundle(root, entry, made);
  fs.writeFileSync(path.join(made, 'sources.json'), JSON.stringify([...fresh.sources]));
  fs.writeFileSync(path.join(path.dirname(home), 'root'), root);
  // A stale bundle is replaced; one another run made meanwhile from the same sources is used.
  if (fs.existsSync(home) && !isCurrent()) fs.rmSync(home, { recursive: true, force: true });
  try {
    fs.renameSync(made, home);
  } catch {
    fs.rmSync(made, { recursive: true, force: true });
  }
  return path.join(home, 'main.mjs');
}

/** The bundles of copies of the project that no longer exist. */
function forgetGoneCopies() {
  for (const name of fs.existsSync(cache) ? fs.readdirSync(cache) : []) {
    const named = path.join(cache, name, 'root');
    if (fs.existsSync(named) && !fs.existsSync(fs.readFileSync(named, 'utf8'))) fs.rmSync(path.join(cache, name), { recursive: true, force: true });
  }
}

const file = await bundled();
// The script reads its arguments as if it had been started itself.
process.argv = [process.argv[0], path.join(root, entry), ...args];
await import(pathToFileURL(file).href);
