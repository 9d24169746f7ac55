import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundled } from '../support/node-bundle';
import { copyEnv, copyProject } from '../support/project-copy';

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
  expect(fs.readdirSync(cache)).toEqual(['known-good-content.json']);
  expect(validate()).toBe(fresh);
}, 60_000);

it('checks a remembered file again once its text changes', () => {
  validate();
  edit('pages/about.yaml', /^path: \/about$/m, 'path: about');
  const out = validate();
  expect(out).toMatch(/pages\/about\.yaml:\d+:\d+ path: /);
  expect(out).toBe(forgetting());
}, 60_000);
