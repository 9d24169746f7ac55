import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';
import { contentEdits } from '../../harness/content-edits';

// A marketer's edits that validate never fail CI. In a copy of the project with the live content,
// each edit of harness/content-edits.ts is made in turn (they add up, as a week of work would);
// after each, the content validates and the tests that read the live content (the `site`
// project, tests/site/) pass. The engine's own tests cannot read the live content at all
// (harness/live-content-guard.mjs), and `npm run test:repeat -- --content-edits` runs the whole
// `npm test` after each edit; the last step here builds the edited site, every route of it.
const copy = copyProject({ content: 'live' });
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const file = (rel: string) => path.join(copy, rel);
const read = (rel: string) => fs.readFileSync(file(rel), 'utf8');

const run = (cmd: string, args: string[]) => {
  try {
    return { status: 0, out: execFileSync(cmd, args, { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: copyEnv({ DIST_DIR: 'dist', NO_COLOR: '1', FORCE_COLOR: '0' }) }) };
  } catch (e) {
    const x = e as { status: number; stdout: string; stderr: string };
    return { status: x.status, out: `${x.stdout}${x.stderr}` };
  }
};
const validate = async () => run(process.execPath, [await bundled('scripts/validate.ts', copy)]);
const siteTests = () => run(path.join(copy, 'node_modules/.bin/vitest'), ['run', '--project', 'site']);

const edits = contentEdits(copy);

describe.sequential('content edits that validate never fail CI', () => {
  for (const [i, [name, apply]] of edits.entries()) {
    it(`${i + 1}. ${name}: validate passes, and the live-site tests pass`, async () => {
      apply();
      const v = await validate();
      expect(v.out).toMatch(/^\d+ pages, 0 errors/m);
      expect(v.status).toBe(0);
      const site = siteTests();
      expect(site.out, site.out).toMatch(/Tests\s+\d+ passed/);
      expect(site.status).toBe(0);
    }, 180_000);
  }

  it('then the edited site builds, every route of it', async () => {
    const built = run(process.execPath, [await bundled('scripts/build.ts', copy)]);
    expect(built.status, built.out).toBe(0);
    const routes: string[] = JSON.parse(read('dist/build.json')).routes;
    expect(routes).toEqual(expect.arrayContaining(['/merewether-accommodation', '/blog/winter-in-newcastle']));
    for (const r of routes) expect(fs.existsSync(file(`dist/client/${r === '/' ? '' : `${r.slice(1)}/`}index.html`)), r).toBe(true);
  }, 300_000);
});
