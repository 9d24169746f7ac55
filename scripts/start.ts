// `npm start`: builds the site when it is missing or older than its sources, then serves it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pagesDir, publicDir, rootDir, siteFile } from '../src/core/paths';

function newest(dir: string): number {
  let t = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    t = Math.max(t, e.isDirectory() ? newest(p) : fs.statSync(p).mtimeMs);
  }
  return t;
}

const stamp = path.join(rootDir, 'dist/build.json');
const sources = [...['src', 'schemas', 'index.html', 'vite.config.ts'].map((p) => path.join(rootDir, p)), pagesDir, publicDir, siteFile];
const built = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
const changed = Math.max(...sources.filter(fs.existsSync).map((p) => (fs.statSync(p).isDirectory() ? newest(p) : fs.statSync(p).mtimeMs)));
if (changed > built) {
  console.log(built ? 'Sources changed since the last build: rebuilding...' : 'Building the site...');
  // As `npm run build` runs it.
  const r = spawnSync(process.execPath, [path.join(rootDir, 'scripts/run-bundled.mjs'), 'scripts/build.ts'], { stdio: 'inherit', cwd: rootDir });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
await import('../src/server/main');
