import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { scratchDir } from '../../harness/scratch';

// The layer check of `npm test` is the project's .oxlintrc.json; these run it on a small tree of
// the same folders, so the rules (not today's clean source) are what is tested.
function lint(files: Record<string, string>): { code: number; out: string } {
  const dir = scratchDir('layers');
  fs.copyFileSync(path.join(rootDir, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  const run = spawnSync(path.join(rootDir, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', 'src', 'scripts'], { cwd: dir, encoding: 'utf8' });
  // Without colour codes, which oxlint adds when CI or FORCE_COLOR is set.
  return { code: run.status ?? 1, out: (run.stdout + run.stderr).replace(/\x1b\[[0-9;]*m/g, '') };
}

const blockView = { 'src/blocks/hero/hero.tsx': 'export const Hero = 1;\n', 'src/blocks/hero/server.ts': 'export const edit = 1;\n' };

it('passes imports that run down the layers', () => {
  const { code, out } = lint({
    ...blockView,
    'src/core/facts.ts': 'export const fact = 1;\n',
    'src/components/ui.ts': "import { fact } from '../core/facts';\nexport const ui = fact;\n",
    'src/app/app.tsx': "import { Hero } from '../blocks/hero/hero';\nimport { ui } from '../components/ui';\nexport const app = [Hero, ui];\n",
    'src/server/static.ts': "import { edit } from '../blocks/hero/server';\nexport const s = edit;\n",
  });
  expect(out).toContain('0 errors');
  expect(code).toBe(0);
});

it('fails on an import that runs back up a layer, type imports included, naming the file and the import', () => {
  const { code, out } = lint({
    ...blockView,
    'src/core/facts.ts': "import type { Hero } from '../blocks/hero/hero';\nexport type Fact = typeof Hero;\n",
    'src/components/ui.ts': "import { Hero } from '../blocks/hero/hero';\nexport const ui = Hero;\n",
  });
  expect(code).not.toBe(0);
  expect(out).toMatch(/'\.\.\/blocks\/hero\/hero' import is restricted[\s\S]*src\/core\/facts\.ts:1/);
  expect(out).toMatch(/src\/components\/ui\.ts:1/);
  expect(out).toContain('docs/architecture.md#layers');
});

it("lets the server import a block's server.ts only, and nothing of the build", () => {
  const { code, out } = lint({
    ...blockView,
    'src/build/precompress.ts': 'export const pack = 1;\n',
    'src/server/static.ts': "import { Hero } from '../blocks/hero/hero';\nimport { pack } from '../build/precompress';\nexport const s = [Hero, pack];\n",
  });
  expect(code).not.toBe(0);
  expect(out).toContain("'../blocks/hero/hero' import is restricted");
  expect(out).toContain("'../build/precompress' import is restricted");
});

it("keeps a block's build half out of what renders: only the list of build halves and the content code reach it", () => {
  const { code, out } = lint({
    ...blockView,
    'src/blocks/hero/build.ts': 'export default { type: "hero" };\n',
    'src/blocks/builds.ts': "export { default as hero } from './hero/build';\n",
    'src/blocks/build-registry.ts': "import * as builds from './builds';\nexport const all = builds;\n",
    'src/content/model.ts': "import { all } from '../blocks/build-registry';\nexport const m = all;\n",
    'src/blocks/hero/index.ts': "import build from './build';\nimport { Hero } from './hero';\nexport default { view: Hero, build };\n",
    'src/blocks/render.tsx': "import { all } from './build-registry';\nexport const r = all;\n",
  });
  expect(code).not.toBe(0);
  expect(out).toMatch(/'\.\/build' import is restricted[\s\S]*src\/blocks\/hero\/index\.ts:1/);
  expect(out).toMatch(/'\.\/build-registry' import is restricted[\s\S]*src\/blocks\/render\.tsx:1/);
  expect(out).not.toContain('src/blocks/builds.ts:');
  expect(out).not.toContain('src/content/model.ts:');
  expect(out).toContain('stays out of the render bundle');
});

it('fails on a circle made only of type imports, and on a script importing tests/', () => {
  const { code, out } = lint({
    'src/server/store/types.ts': "import type { B } from '../enquiries/store';\nexport type A = { b?: B };\n",
    'src/server/enquiries/store.ts': "import type { A } from '../store/types';\nexport type B = { a?: A };\n",
    'scripts/bench.ts': "import { startServer } from '../tests/support/server';\nexport const b = startServer;\n",
    'tests/support/server.ts': 'export const startServer = 1;\n',
  });
  expect(code).not.toBe(0);
  expect(out).toContain('Dependency cycle detected');
  expect(out).toMatch(/src\/server\/(store\/types|enquiries\/store)\.ts/);
  expect(out).toContain('Only tests import from tests/');
});

it("keeps the browser editor to its own page: the foundation and the dev pages' source finder, no content, render or server code", () => {
  const { code, out } = lint({
    'src/core/facts.ts': 'export const fact = 1;\n',
    'src/build/dev-source/find.ts': 'export const find = 1;\n',
    'src/content/check.ts': 'export const check = 1;\n',
    'src/editor/in-page.ts': "import { find } from '../build/dev-source/find';\nimport { fact } from '../core/facts';\nexport const p = [find, fact];\n",
    'src/editor/app.tsx': "import { check } from '../content/check';\nexport const a = check;\n",
  });
  expect(code).not.toBe(0);
  expect(out).toMatch(/'\.\.\/content\/check' import is restricted[\s\S]*src\/editor\/app\.tsx:1/);
  expect(out).not.toContain('src/editor/in-page.ts:');
});
