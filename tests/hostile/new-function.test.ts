import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundled } from '../../harness/node-bundle';
import { changedFiles, copyEnv, copyProject, snapshot } from '../../harness/project-copy';

// `npm run new-function` with names that would break the project: a folder shadowing one of the
// functions' own modules (src/server/functions/router.ts), a function or an address that exists,
// or a name too long. Each is refused in one line, and nothing is written.
const copy = copyProject();
let script: string;
beforeAll(async () => {
  script = await bundled('scripts/new-function.ts', copy);
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

it.each([
  ["the functions' router", 'router', '"router" is taken by the functions\' own src/server/functions/router.ts: choose another name.'],
  ["the functions' list", 'definitions', '"definitions" is taken by the functions\' own src/server/functions/definitions.ts: choose another name.'],
  ['the contract', 'define', '"define" is taken by the functions\' own src/server/functions/define.ts: choose another name.'],
  ['300 characters', 'x'.repeat(300), `"${'x'.repeat(40)}…" is 300 characters long: a function's name is at most 40.`],
  ['not kebab-case', 'Tide_Times', '"Tide_Times" is not a kebab-case name.'],
  ['the shared Supabase folder', '_shared', '"_shared" is not a kebab-case name.'],
  ['a function that exists', 'guide', 'A function named guide exists already.'],
  ["another function's address", 'guide-unlock', '"guide-unlock" is the address of the guide function already (site.yaml backend.functions): choose another name.'],
])('refuses a name (%s) in one line and writes nothing', (_, name, line) => {
  const before = snapshot(copy);
  const r = spawnSync(process.execPath, [script, name], { cwd: copy, encoding: 'utf8', env: copyEnv() });
  expect(r.status).toBe(1);
  expect(r.stderr.split('\n')[0]).toBe(line);
  expect(r.stderr).not.toMatch(/\n\s+at |ENAMETOOLONG/);
  expect(changedFiles(before, snapshot(copy))).toEqual([]);
});
