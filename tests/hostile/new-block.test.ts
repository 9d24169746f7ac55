import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundled } from '../../harness/node-bundle';
import { copyProject } from '../../harness/project-copy';

// `npm run new-block` with names that would break the project: a folder shadowing one of the
// engine's own modules (src/blocks/registry.ts), or a name too long for the file system. Each is
// refused in one line, and nothing is written.
const copy = copyProject();
let script: string;
beforeAll(async () => {
  script = await bundled('scripts/new-block.ts', copy);
});
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

/** What the command may write: the blocks, their schemas and the generated types. */
function written(): string {
  const hash = createHash('sha1');
  for (const dir of ['src/blocks', 'schemas/blocks', 'src/core/types'])
    for (const f of fs.readdirSync(path.join(copy, dir), { recursive: true }).map(String).sort()) {
      hash.update(f);
      const full = path.join(copy, dir, f);
      if (fs.statSync(full).isFile()) hash.update(fs.readFileSync(full));
    }
  return hash.digest('hex');
}

it.each([
  ['the engine\'s registry.ts', 'registry', '"registry" is taken by the block engine\'s own src/blocks/registry.ts: choose another name.'],
  ['the engine\'s render.tsx', 'render', '"render" is taken by the block engine\'s own src/blocks/render.tsx: choose another name.'],
  ['the engine\'s list of blocks', 'definitions', '"definitions" is taken by the block engine\'s own src/blocks/definitions.ts: choose another name.'],
  ['300 characters', 'x'.repeat(300), `"${'x'.repeat(40)}…" is 300 characters long: a block's name is at most 40.`],
  ['not kebab-case', 'Tide_Times', '"Tide_Times" is not a kebab-case name.'],
  ['a block that exists', 'faq', 'A block named faq exists already.'],
])('refuses a name (%s) in one line and writes nothing', (_, name, line) => {
  const before = written();
  const r = spawnSync(process.execPath, [script, name], { cwd: copy, encoding: 'utf8' });
  expect(r.status).toBe(1);
  expect(r.stderr.split('\n')[0]).toBe(line);
  expect(r.stderr).not.toMatch(/\n\s+at |ENAMETOOLONG/);
  expect(written()).toBe(before);
});
