import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';

// The browser editor is the dev server's alone (src/build/editor/, src/editor/): the site built
// from a copy of the project without any of it is, byte for byte, the site built with it.
const copy = copyProject();
// One moment for both builds: the footer's © and the calendar's time zones start from it.
const EPOCH = '1798761600';
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

async function build(dist: string): Promise<Map<string, string>> {
  execFileSync(process.execPath, [await bundled('scripts/build.ts', copy), '--clean'], { cwd: copy, stdio: 'pipe', env: copyEnv({ DIST_DIR: dist, SOURCE_DATE_EPOCH: EPOCH }) });
  const out = new Map<string, string>();
  for (const top of ['client', 'precompressed', 'server'])
    for (const rel of fs.readdirSync(path.join(copy, dist, top), { recursive: true, encoding: 'utf8' })) {
      const f = path.join(copy, dist, top, rel);
      if (fs.statSync(f).isFile()) out.set(`${top}/${rel}`, createHash('sha1').update(fs.readFileSync(f)).digest('hex'));
    }
  return out;
}

it('builds the same pages and bundles, byte for byte, with and without the editor', { timeout: 600_000 }, async () => {
  const withEditor = await build('dist-with');
  // What no build may carry: the editor's addresses, its markup, its form library.
  const client = path.join(copy, 'dist-with/client');
  const traces = [...withEditor.keys()]
    .filter((f) => f.startsWith('client/') && /\.(html|js|css|json)$/.test(f))
    .filter((f) => /__editor|editor-token|editor-preview|rjsf|jsonschema-form/.test(fs.readFileSync(path.join(client, f.slice(7)), 'utf8')));
  expect(traces).toEqual([]);

  fs.rmSync(path.join(copy, 'src/editor'), { recursive: true });
  fs.rmSync(path.join(copy, 'src/build/editor'), { recursive: true });
  const dev = path.join(copy, 'scripts/dev.ts');
  fs.writeFileSync(dev, fs.readFileSync(dev, 'utf8').replace(/^import \{ editorPlugin \}.*\n/m, '').replace('editorPlugin(), ', ''));
  const without = await build('dist-without');
  expect(without.size).toBeGreaterThan(50);
  const differ = [...new Set([...withEditor.keys(), ...without.keys()])].filter((f) => withEditor.get(f) !== without.get(f));
  expect(differ).toEqual([]);
});
