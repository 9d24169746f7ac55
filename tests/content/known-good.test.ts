import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';
import { landingPage } from '../../scripts/bench/pages';

// `npm run validate` remembers the files it found good (.cache/) and skips parsing them again
// when their text has not changed. What it reports must not depend on whether it remembered.
const copy = copyProject();
let validateJs: string;
beforeAll(async () => {
  validateJs = await bundled('scripts/validate.ts', copy);
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

const cache = path.join(copy, '.cache');
const validate = () => {
  try {
    return execFileSync(process.execPath, [validateJs], { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: copyEnv() }).replace(/ in \d+ ms/, '');
  } catch (e) {
    const x = e as { stdout: string; stderr: string };
    return `${x.stdout}${x.stderr}`;
  }
};
const forgetting = () => {
  fs.rmSync(cache, { recursive: true, force: true });
  return validate();
};
const edit = (rel: string, from: string | RegExp, to: string) => {
  const file = path.join(copy, rel);
  const text = fs.readFileSync(file, 'utf8');
  expect(text).toMatch(from);
  fs.writeFileSync(file, text.replace(from, to));
};

it('reports the same findings, at the same lines, whether the files were remembered or not', () => {
  // A finding in a file that stays unchanged (remembered) and points into another one.
  const about = fs.readFileSync(path.join(copy, 'pages/about.yaml'), 'utf8');
  const title = /^title: (.*)$/m.exec(about)![1];
  edit('pages/facts.yaml', /^title: .*$/m, `title: ${title}`);

  const fresh = forgetting();
  expect(fresh).toMatch(/pages\/facts\.yaml:\d+:\d+ title: the same title as \/about \(pages\/about\.yaml:3:8\)/);
  expect(fs.readdirSync(cache)).toContain('known-good-content');
  expect(validate()).toBe(fresh);
}, 60_000);

it('checks a remembered file again once its text changes', () => {
  validate();
  edit('pages/about.yaml', /^path: \/about$/m, 'path: about');
  const out = validate();
  expect(out).toMatch(/pages\/about\.yaml:\d+:\d+ path: /);
  expect(out).toBe(forgetting());
}, 60_000);

it('checks a page it found in agreement with site.yaml again once site.yaml changes', () => {
  fs.appendFileSync(path.join(copy, 'pages/kahibah-accommodation.yaml'), '  - type: text\n    paragraphs: ["Arrive after 2:00 PM for an easy park."]\n');
  expect(validate()).not.toMatch(/kahibah-accommodation\.yaml.*check-in/);
  // Once 2:00 PM is the check-in time, the sentence writes it out: {checkIn} should say it.
  edit('site.yaml', /checkIn: "15:00"/, 'checkIn: "14:00"');
  const out = validate();
  expect(out).toMatch(/pages\/kahibah-accommodation\.yaml:\d+:\d+ blocks\[\d+\] \(text\) paragraphs\[0\]: states the check-in time \(2:00 PM\) in words/);
  expect(out).toBe(forgetting());
}, 60_000);

it('reports a page that became a copy of another, as it would remembering nothing', () => {
  validate();
  const kahibah = fs.readFileSync(path.join(copy, 'pages/kahibah-accommodation.yaml'), 'utf8');
  fs.writeFileSync(path.join(copy, 'pages/kahibah-copy.yaml'), kahibah.replace('path: /kahibah-accommodation', 'path: /kahibah-copy').replace(/^title: .*$/m, 'title: Another Kahibah Stay for the Copied Page Check'));
  const out = validate();
  expect(out).toMatch(/pages\/kahibah-copy\.yaml:\d+:\d+ blocks: 100% the same text as pages\/kahibah-accommodation\.yaml/);
  expect(out).toBe(forgetting());
}, 60_000);

it('reports the same findings, at the same lines, when enough new pages are parsed on other threads', () => {
  // Past parse-elsewhere.ts's threshold: a reading with nothing remembered parses on other threads.
  for (let n = 1; n <= 230; n++) fs.writeFileSync(path.join(copy, `pages/benchton-${n}-accommodation.yaml`), landingPage(copy, n));
  edit('pages/benchton-7-accommodation.yaml', /^path: .*$/m, 'path: no-slash');
  edit('pages/benchton-9-accommodation.yaml', /^title: .*$/m, 'title: [unclosed');
  const fresh = forgetting();
  expect(fresh).toMatch(/pages\/benchton-7-accommodation\.yaml:\d+:\d+ path: /);
  expect(fresh).toMatch(/pages\/benchton-9-accommodation\.yaml:3:1: YAML syntax error/);
  expect(validate()).toBe(fresh);
}, 60_000);
