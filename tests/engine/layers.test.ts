import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { scratchDir } from '../../harness/scratch';
import { checkGraph } from '../../scripts/layers';

// The layer check of `npm test` (`npm run layers`) is the project's .oxlintrc.json and the import
// graph's checks (scripts/layers.ts); these run both on a small tree of the same folders, so the
// rules (not today's clean source) are what is tested.
function tree(files: Record<string, string>): string {
  const dir = scratchDir('layers');
  for (const [rel, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

function lint(files: Record<string, string>): { code: number; out: string } {
  const dir = tree(files);
  fs.copyFileSync(path.join(rootDir, '.oxlintrc.json'), path.join(dir, '.oxlintrc.json'));
  const run = spawnSync(path.join(rootDir, 'node_modules/.bin/oxlint'), ['-c', '.oxlintrc.json', ...['src', 'scripts', 'harness'].filter((d) => fs.existsSync(path.join(dir, d)))], { cwd: dir, encoding: 'utf8' });
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

it('passes the theme below components, and fails the theme importing a component and harness/ importing a script', () => {
  const { code, out } = lint({
    'src/theme/icon-defaults.ts': 'export const fill = 1;\n',
    'src/components/icon-sprite.ts': "import { fill } from '../theme/icon-defaults';\nexport const sprite = fill;\n",
    'src/theme/global-style.ts': "import { sprite } from '../components/icon-sprite';\nexport const style = sprite;\n",
    'scripts/find-tools.ts': 'export const chromium = 1;\n',
    'harness/browser.ts': "import { chromium } from '../scripts/find-tools';\nexport const b = chromium;\n",
  });
  expect(code).not.toBe(0);
  expect(out).toMatch(/'\.\.\/components\/icon-sprite' import is restricted[\s\S]*src\/theme\/global-style\.ts:1/);
  expect(out).toMatch(/'\.\.\/scripts\/find-tools' import is restricted[\s\S]*harness\/browser\.ts:1/);
  expect(out).not.toContain('src/components/icon-sprite.ts:');
});

// The chain that loaded styled-components into the server before issue 54: each import allowed on
// its own, so only the whole graph shows it.
const serverToRender = {
  'src/server/main.ts': "export async function start() {\n  return (await import('./launch-check')).warning;\n}\n",
  'src/server/launch-check.ts': "import { model } from '../content/model';\nexport const warning = model;\n",
  'src/content/model.ts': "import { builds } from '../blocks/build-registry';\nexport const model = builds;\n",
  'src/blocks/build-registry.ts': "import faq from './faq/build';\nexport const builds = [faq];\n",
  'src/blocks/faq/build.ts': "import { inlineText } from '../../components/inline';\nexport default { text: inlineText };\n",
  'src/components/inline.tsx': "import { styled } from 'styled-components';\nexport const inlineText = styled.p``;\n",
};

it('fails when the server loads render code through the whole graph, dynamic imports included, naming the chain', () => {
  const { problems } = checkGraph(tree(serverToRender));
  expect(problems).toEqual([
    'the server loads render code: src/server/launch-check.ts → src/content/model.ts → src/blocks/build-registry.ts → src/blocks/faq/build.ts → src/components/inline.tsx',
  ]);
  // Reached only through the dynamic import: the same chain from main.ts.
  const dynamicOnly = tree({ ...serverToRender, 'src/server/main.ts': "export const start = () => import('../content/model');\n", 'src/server/launch-check.ts': 'export {};\n' });
  expect(checkGraph(dynamicOnly).problems).toEqual([
    'the server loads render code: src/server/main.ts → src/content/model.ts → src/blocks/build-registry.ts → src/blocks/faq/build.ts → src/components/inline.tsx',
  ]);
});

it('fails on styled-components in any file the server loads, and passes what the foundation holds or a type import names', () => {
  const styledInBuild = tree({ ...serverToRender, 'src/blocks/faq/build.ts': "import { css } from 'styled-components';\nexport default { css };\n" });
  expect(checkGraph(styledInBuild).problems).toEqual([
    'the server loads render code: src/server/launch-check.ts → src/content/model.ts → src/blocks/build-registry.ts → src/blocks/faq/build.ts → styled-components',
  ]);
  const clean = tree({
    ...serverToRender,
    'src/core/inline-text.ts': 'export const inlineText = (t: string) => t;\n',
    'src/blocks/faq/build.ts': "import { inlineText } from '../../core/inline-text';\nimport type { Faq } from './faq';\nexport default { text: inlineText } as { text: unknown; faq?: Faq };\n",
    'src/blocks/faq/faq.tsx': 'export type Faq = { q: string };\nexport const View = () => null;\n',
  });
  expect(checkGraph(clean).problems).toEqual([]);
});

it('fails on a block importing another block, naming the file and line, and on two folders importing each other', () => {
  const { problems } = checkGraph(
    tree({
      'src/components/ui.ts': 'export const ui = 1;\n',
      'src/blocks/cta/cta.tsx': "import { ui } from '../../components/ui';\nexport const Cta = ui;\n",
      'src/blocks/blog-article/blog-article.tsx': "import { ui } from '../../components/ui';\nimport { Cta } from '../cta/cta';\nexport const Article = [ui, Cta];\n",
      'scripts/find-tools.ts': "import { copy } from '../harness/project-copy';\nexport const chromium = copy;\n",
      'harness/project-copy.ts': 'export const copy = 1;\n',
      'harness/browser.ts': "import { chromium } from '../scripts/find-tools';\nexport const b = chromium;\n",
    }),
  );
  expect(problems).toEqual([
    'a block imports another block: src/blocks/blog-article/blog-article.tsx:2 imports ../cta/cta (what two blocks share lives in src/components/ or src/core/)',
    'folders import each other: harness ↔ scripts (move what both need down a layer)',
  ]);
});

it('counts folder arrows, folder loops and import circles', () => {
  const { figures } = checkGraph(
    tree({
      'src/core/a.ts': "import type { B } from './b';\nexport type A = { b?: B };\n",
      'src/core/b.ts': "import type { A } from './a';\nexport type B = { a?: A };\n",
      'src/components/ui.ts': "import type { A } from '../core/a';\nexport const ui = 1 as unknown as A;\n",
      'src/theme/style.ts': "import { ui } from '../components/ui';\nexport const s = ui;\n",
      'src/components/more.ts': "import { s } from '../theme/style';\nexport const m = s;\n",
    }),
  );
  expect(figures).toBe('5 files: 3 folder arrows, 1 folder loops, 1 import circles');
});
