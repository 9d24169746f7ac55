import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { blocks } from '../../src/blocks/registry';
import { carriesProps, islandNameOf, type IslandDeclaration } from '../../src/core/island-types';
import { islandFrames, islandModules } from '../../src/build/budgets';
import { rootDir } from '../../src/core/paths';
import { scratchDir } from '../../harness/scratch';

/** Every island the site declares: each block's definition, each widget folder's island.ts. */
async function declared(): Promise<{ decl: IslandDeclaration; at: string }[]> {
  const fromBlocks = Object.values(blocks).flatMap((d) => (d.island ? [{ decl: { name: d.type, ...d.island }, at: `src/blocks/${d.type}/index.ts` }] : []));
  const widgets = fs.readdirSync(path.join(rootDir, 'src/widgets')).filter((w) => fs.existsSync(path.join(rootDir, 'src/widgets', w, 'island.ts')));
  const fromWidgets = await Promise.all(widgets.map(async (w) => ({ decl: (await import(`../../src/widgets/${w}/island.ts`)).default as IslandDeclaration, at: `src/widgets/${w}/island.ts` })));
  return [...fromBlocks, ...fromWidgets];
}

it('each declared island has the client module its name names, React exactly when it says so, and each client module is declared', async () => {
  const modules = islandModules();
  const all = await declared();
  for (const { decl, at } of all) {
    const file = modules[decl.name];
    expect(file, `${at} declares "${decl.name}"`).toBeDefined();
    expect(islandNameOf(file)).toBe(decl.name);
    expect(/\bmountReact\(/.test(fs.readFileSync(path.join(rootDir, file), 'utf8')), `${file} and ${at}'s script: '${decl.script}'`).toBe(decl.script === 'react');
  }
  expect(Object.keys(modules).sort()).toEqual(all.map((d) => d.decl.name).sort());
});

it('an island has a frame.tsx to prerender exactly when its declaration says `frame: true`, and the prerender renders it', async () => {
  const all = await declared();
  const frames = islandFrames();
  expect(Object.keys(frames).sort()).toEqual(all.filter((d) => d.decl.frame).map((d) => d.decl.name).sort());
  expect(Object.keys(frames)).toContain('chat');
  const { render } = await import('../../src/entry-server');
  const { site } = (await import('../../src/content/load-content')).loadSite();
  for (const island of Object.keys(frames)) expect(render(site, { kind: 'frame', island }).html, island).toMatch(/^<style>[\s\S]+<\/style><div /);
  expect(() => render(site, { kind: 'frame', island: 'tides' })).toThrow('The island "tides" has no frame.tsx to prerender.');
});

it('a React island always carries its props; a plain script only when it reads them', () => {
  expect(carriesProps({ name: 'a', when: 'load', script: 'react' })).toBe(true);
  expect(carriesProps({ name: 'a', when: 'load', script: 'script' })).toBe(false);
  expect(carriesProps({ name: 'a', when: 'load', script: 'script', readsProps: true })).toBe(true);
});

it('two island folders of one name are an error naming both', () => {
  const root = scratchDir('islands');
  for (const kind of ['blocks', 'widgets']) {
    fs.mkdirSync(path.join(root, 'src', kind, 'tides'), { recursive: true });
    fs.writeFileSync(path.join(root, 'src', kind, 'tides', 'client.ts'), 'export const enhance = () => {};\n');
  }
  expect(() => islandModules(root)).toThrow('Two islands are named "tides": src/blocks/tides/client.ts and src/widgets/tides/client.ts');
});
