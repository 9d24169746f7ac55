import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyProject } from '../support/project-copy';
import { startServer, type RunningServer } from '../support/server';

let server: RunningServer | undefined;
const copy = copyProject();
afterAll(async () => {
  await server?.stop();
  fs.rmSync(copy, { recursive: true, force: true });
});

const newPage = `# yaml-language-server: $schema=../schemas/page.schema.json
path: /merewether-accommodation
title: Merewether Accommodation | A Calm Base Near the Baths
description: Stay a short drive from Merewether Beach and its ocean baths in a two-bedroom guesthouse with self check-in and free parking.
lodging:
  locality: Merewether
  postalCode: "2291"
  geo: { latitude: -32.948, longitude: 151.743 }
  rating: { score: 4.9, count: 12 }
blocks:
  - type: hero
    heading: Merewether Beach Stays
    buttons:
      - { label: Check availability, href: /bookings }
  - type: cta
    heading: Ready for the baths?
    buttons:
      - { label: Book your stay, href: /bookings }
`;

// The marketer's path: one new YAML file, no code, and the build makes a new route.
it('a new pages/<name>.yaml becomes a prerendered route in the sitemap, with no code change', async () => {
  fs.writeFileSync(path.join(copy, 'pages/merewether-accommodation.yaml'), newPage);

  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: copy, stdio: 'pipe', env: { ...process.env, DIST_DIR: 'dist' } });
  server = await startServer({ distDir: path.join(copy, 'dist'), root: copy });

  const res = await fetch(`${server.url}/merewether-accommodation`);
  expect(res.status).toBe(200);
  const html = await res.text();
  expect(html).toMatch(/<h1[^>]*>Merewether Beach Stays<\/h1>/);
  expect(html).toContain('"postalCode":"2291"');
  const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
  expect(sitemap).toContain('/merewether-accommodation</loc>');
}, 180_000); // a whole production build, beside the other tests

it('refuses to build when the new file is invalid, naming file, line and column', () => {
  fs.writeFileSync(path.join(copy, 'pages/broken.yaml'), newPage.replace('path: /merewether-accommodation', 'path: /broken').replace('score: 4.9', 'score: 7'));
  let out = '';
  try {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts'], { cwd: copy, stdio: 'pipe', env: { ...process.env, DIST_DIR: 'dist-broken' } });
  } catch (e) {
    out = String((e as { stderr: Buffer }).stderr);
  }
  expect(out).toContain('pages/broken.yaml:9:20 lodging.rating.score: must be <= 5');
  expect(fs.existsSync(path.join(copy, 'dist-broken'))).toBe(false);
});
