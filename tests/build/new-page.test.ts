import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { bundled } from '../../harness/node-bundle';
import { changedFiles, copyEnv, copyProject, snapshot } from '../../harness/project-copy';
import { startServer, type RunningServer } from '../../harness/server';

let server: RunningServer | undefined;
const copy = copyProject();
const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'guesthouse-dist-'));
afterAll(async () => {
  await server?.stop();
  fs.rmSync(copy, { recursive: true, force: true });
  fs.rmSync(outside, { recursive: true, force: true });
});

const newPage = `# yaml-language-server: $schema=../schemas/page.schema.json
path: /merewether-accommodation
title: Merewether Accommodation | A Calm Base Near the Baths
description: Stay a short drive from Merewether Beach and its ocean baths in a two-bedroom guesthouse with self check-in and free parking.
lodging:
  locality: Merewether
  postalCode: "2291"
  geo: { latitude: -32.948, longitude: 151.743 }
  rating: { score: 4.93, count: 47 }
blocks:
  - type: hero
    heading: Merewether Beach Stays
    buttons:
      - { label: Check availability, href: /bookings }
  - type: cta
    heading: Ready for the baths?
    buttons:
      - { label: Book your stay, href: /bookings }
  - type: tide-times
    heading: Tides at the baths
    text: The ocean baths are best two hours either side of low tide.
`;

const run = async (script: string, args: string[] = [], env: Record<string, string> = {}) =>
  execFileSync(process.execPath, [await bundled(script, copy), ...args], { cwd: copy, stdio: 'pipe', encoding: 'utf8', env: copyEnv(env) });

// The developer's path: `npm run new-block` makes a block in one folder, touching nothing else
// but its schema and the one line that lists it (and the types and the docs it regenerates).
it('npm run new-block scaffolds a block that works with no other file touched', async () => {
  const before = snapshot(copy);
  const out = await run('scripts/new-block.ts', ['tide-times']);
  expect(out).toContain('Next:');
  const after = snapshot(copy);
  expect(changedFiles(before, after)).toEqual([
    'docs/content.md',
    'schemas/blocks/tide-times.schema.json',
    'src/blocks/definitions.ts',
    'src/blocks/tide-times/index.ts',
    'src/blocks/tide-times/tide-times.test.tsx',
    'src/blocks/tide-times/tide-times.tsx',
    'src/core/types/content.gen.ts',
  ]);
  const defs = fs.readFileSync(path.join(copy, 'src/blocks/definitions.ts'), 'utf8').split('\n');
  const old = fs.readFileSync(path.join(rootDir, 'src/blocks/definitions.ts'), 'utf8').split('\n');
  expect(defs.filter((l) => !old.includes(l))).toEqual(["export { default as tideTimes } from './tide-times';"]);
  // Its section in the marketer's docs, made from the new schema, between the blocks before and after it.
  const docs = fs.readFileSync(path.join(copy, 'docs/content.md'), 'utf8');
  expect(docs).toMatch(/\n### text\n[\s\S]*\n### tide-times\n\nTODO: what the tide-times block shows[\s\S]*\n- type: tide-times\n  heading: A heading\n[\s\S]*\| `heading` \(required\) \| Heading \|[\s\S]*\n### use-cases\n/);
  expect([...before.keys()].filter((f) => !after.has(f))).toEqual([]);
});

// The marketer's path: one new YAML file, no code, and the build makes a new route.
it('a new pages/<name>.yaml becomes a prerendered route in the sitemap, with no code change', async () => {
  fs.writeFileSync(path.join(copy, 'pages/merewether-accommodation.yaml'), newPage);

  expect(await run('scripts/validate.ts')).toMatch(/pages, 0 errors/);
  // Built outside the project, as a deploy script might: the prerender must not need the project's node_modules beside it.
  await run('scripts/build.ts', [], { DIST_DIR: outside });
  server = await startServer({ distDir: outside, root: copy });

  const res = await fetch(`${server.url}/merewether-accommodation`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Merewether Beach Stays<\/h1>/);
  expect(html).toContain('"postalCode":"2291"');
  // The block made by new-block, rendered by its own folder's view.
  expect(html).toMatch(/<h2>Tides at the baths<\/h2>/);
  expect(html).toContain('two hours either side of low tide');
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('/merewether-accommodation</loc>');
}, 180_000); // a whole production build, beside the other tests

it('refuses to build when the new file is invalid, naming file, line and column', async () => {
  fs.writeFileSync(path.join(copy, 'pages/broken.yaml'), newPage.replace('path: /merewether-accommodation', 'path: /broken').replace('score: 4.93', 'score: 7'));
  let out = '';
  try {
    execFileSync(process.execPath, [await bundled('scripts/build.ts', copy)], { cwd: copy, stdio: 'pipe', env: copyEnv({ DIST_DIR: 'dist-broken' }) });
  } catch (e) {
    out = String((e as { stderr: Buffer }).stderr);
  }
  expect(out).toContain('pages/broken.yaml:9:20 lodging.rating.score: is 7, but the most it can be is 5');
  expect(fs.existsSync(path.join(copy, 'dist-broken'))).toBe(false);
});
