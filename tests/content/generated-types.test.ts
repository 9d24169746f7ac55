import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { generateTypes } from '../../src/content/gen-types';
import { blockTypes } from '../../src/content/schemas';
import { blocks } from '../../src/blocks/registry';
import { rootDir } from '../../src/core/paths';

it('src/core/types/content.gen.ts matches schemas/ (run `npm run gen` after changing a schema)', async () => {
  const committed = fs.readFileSync(path.join(rootDir, 'src/core/types/content.gen.ts'), 'utf8');
  expect(committed === (await generateTypes())).toBe(true);
});

it('every block schema has a definition in the registry and no definition lacks a schema', () => {
  expect(Object.keys(blocks).sort()).toEqual(blockTypes());
});

it("every block folder's build.ts is in src/blocks/builds.ts, under its own block's type", async () => {
  const builds = await import('../../src/blocks/builds');
  const folders = blockTypes().filter((t) => fs.existsSync(path.join(rootDir, 'src/blocks', t, 'build.ts')));
  expect(Object.values(builds).map((b) => b.type).sort()).toEqual(folders);
});
