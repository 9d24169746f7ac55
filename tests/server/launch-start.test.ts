// A production start names every stand-in value still in the content and settings (the same
// list as `npm run validate -- --launch`), and starts anyway.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { locate } from '../../harness/project-copy';
import { contentDir, relativeName, rootDir } from '../../src/core/paths';
import { startServer } from '../../harness/server';
import { scratchDir } from '../../harness/scratch';

function stubDist(): string {
  const dir = scratchDir('launch-start-dist');
  fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), '<!doctype html><title>Home</title>');
  return dir;
}

/** A content file's name as messages give it (the tests' fixture site is under tests/). */
const content = (rel: string) => relativeName(path.join(contentDir, rel));

async function start(env: Record<string, string>) {
  // Started once it has said where it is running: the warning comes before that.
  const server = await startServer({ distDir: stubDist(), env: { SMTP_HOST: '', ...env } });
  await server.stop();
  return server.output();
}

it('in production, warns with every stand-in (file:line:col), and still starts', async () => {
  const out = await start({ NODE_ENV: 'production' });
  expect(out).toMatch(/NOT READY TO LAUNCH: 10 stand-in values are still in the content or settings \(the site runs anyway\):/);
  for (const line of [
    `${locate(rootDir, content('site.yaml'), 'stay@example.com')} contact.email: stay@example.com is on a domain reserved for examples`,
    `${locate(rootDir, content('site.yaml'), '"+61 400 000 000"')} contact.phone: +61 400 000 000 is a stand-in phone number (a run of zeros)`,
    `${locate(rootDir, content('pages/local-explore.yaml'), '(02) 5550 0142')} blocks[3] (explore-places) items[0].phone: (02) 5550 0142 is a stand-in phone number`,
    `${locate(rootDir, content('private/guide.yaml'), '(02) 5550 0142')} property.emergency.clinics[1].phone: (02) 5550 0142`,
  ])
    expect(out).toContain(line);
  expect(out.indexOf('NOT READY TO LAUNCH')).toBeLessThan(out.indexOf('is running at'));
}, 60_000);

it('says nothing of it outside production', async () => {
  const out = await start({ NODE_ENV: 'development', GUIDE_PASSCODE: '9317' });
  expect(out).not.toMatch(/NOT READY TO LAUNCH|stand-in/);
}, 60_000);
