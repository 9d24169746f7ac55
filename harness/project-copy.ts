import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../src/core/paths';

/** The content a project has at its root (and CONTENT_DIR may name elsewhere). */
const contentEntries = ['site.yaml', 'pages', 'private', 'public'];
/** The tests' own small site (tests/fixtures/site): what the engine's tests read instead of the live pages. */
const fixtureSite = path.join(rootDir, 'tests/fixtures/site');

/**
 * A scratch copy of the project (sharing node_modules) that a test may edit freely. Its content
 * is the tests' fixture site, at the copy's root as a marketer's project has it; `live` copies
 * the live content instead. Run the copy's scripts with copyEnv(), so that the test's own
 * CONTENT_DIR does not send them elsewhere.
 */
export function copyProject(opts: { content?: 'fixture' | 'live' } = {}): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-copy-'));
  const contentFrom = opts.content === 'live' ? rootDir : fixtureSite;
  for (const entry of fs.readdirSync(rootDir)) {
    if (['node_modules', 'dist', 'data', '.git', 'shots', ...contentEntries].includes(entry) || entry.startsWith('dist-')) continue;
    fs.cpSync(path.join(rootDir, entry), path.join(copy, entry), { recursive: true });
  }
  for (const entry of contentEntries) fs.cpSync(path.join(contentFrom, entry), path.join(copy, entry), { recursive: true });
  fs.symlinkSync(path.join(rootDir, 'node_modules'), path.join(copy, 'node_modules'));
  return copy;
}

/** The environment for a script run in a copy: its content is at its root, whatever this process reads. */
export const copyEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => ({ ...process.env, CONTENT_DIR: '', ...extra });

/** Where `needle` first is in a file of a project copy, as `file:line:col` (throws when it is not there). */
export function locate(copy: string, file: string, needle: string): string {
  const text = fs.readFileSync(path.join(copy, file), 'utf8');
  const i = text.indexOf(needle);
  if (i < 0) throw new Error(`${JSON.stringify(needle)} is not in ${file}`);
  const before = text.slice(0, i).split('\n');
  return `${file}:${before.length}:${before[before.length - 1].length + 1}`;
}

/** Every file of a project copy (but node_modules, data and builds) with a hash of its content. */
export function snapshot(dir: string, rel = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const r = path.join(rel, e.name);
    if (['node_modules', 'data'].includes(e.name) || e.name.startsWith('dist')) continue;
    if (e.isDirectory()) for (const [k, v] of snapshot(dir, r)) out.set(k, v);
    else out.set(r, createHash('sha1').update(fs.readFileSync(path.join(dir, r))).digest('hex'));
  }
  return out;
}

/** The files of `after` that are new or differ from `before`, sorted. */
export const changedFiles = (before: Map<string, string>, after: Map<string, string>): string[] =>
  [...after.keys()].filter((f) => before.get(f) !== after.get(f)).sort();
