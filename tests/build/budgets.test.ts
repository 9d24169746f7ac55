import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { transformSync } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { blocks } from '../../src/blocks/registry';
import { islandModules, routeBudgets } from '../../src/build/budgets';
import { rootDir } from '../../src/core/paths';
import { builtRoutes, distDir } from '../../harness/routes';

// Budgets read from the production build (npm test builds it first): deterministic sizes, not timings.
const client = path.join(distDir(), 'client');
const routes = builtRoutes();
const budgets = routeBudgets(client, routes);
const KB = 1024;
const gzipOfModule = (file: string) =>
  zlib.gzipSync(transformSync(fs.readFileSync(path.join(rootDir, file), 'utf8'), { loader: 'ts', minify: true, format: 'esm' }).code, { level: 9 }).length;

describe('the registry decides what hydrates', () => {
  const entries = Object.values(blocks).map((d) => [d.type, d] as const);
  // The islands that are not blocks: each widget folder with an island.ts, placed where it is used
  // (the chat by src/app/app.tsx, the live calendar by its block, the not-found guess by its page).
  const widgetIslands = fs.readdirSync(path.join(rootDir, 'src/widgets')).filter((w) => fs.existsSync(path.join(rootDir, 'src/widgets', w, 'island.ts')));
  const declared = [...entries.filter(([, e]) => e.island).map(([name]) => name), ...widgetIslands].sort();

  it('every island in the block registry (and each widget island) has client code, and nothing else does', () => {
    expect(Object.keys(islandModules()).sort()).toEqual(declared);
  });

  it("no static block's module is in any client chunk", () => {
    const modules: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(distDir(), 'build-info/chunk-modules.json'), 'utf8'));
    const shipped = new Set(Object.values(modules).flat());
    const staticTypes = entries.filter(([, e]) => !e.island).map(([type]) => type);
    const staticBlocks = staticTypes.flatMap((type) => [`src/blocks/${type}/${type}.tsx`, `src/blocks/${type}/index.ts`]);
    expect(staticTypes.length).toBeGreaterThan(15);
    expect(staticBlocks.filter((m) => shipped.has(m))).toEqual([]);
  });
});

describe('JavaScript before any interaction, per route', () => {
  for (const b of budgets) {
    const deferred = b.islands.every((i) => i.when !== 'load');
    if (!deferred) continue;
    it(`${b.route}: ${(b.initialGzip / KB).toFixed(1)} KB gzip, no React`, () => {
      expect(b.initialGzip).toBeLessThanOrEqual(15 * KB);
      expect(b.initialReact).toBe(false);
    });
  }

  it('landing pages, about, features, facts, reviews, blog and posts all have only deferred islands', () => {
    const must = routes.filter((r) => /accommodation|rentals|^\/(about|features|facts|reviews|blog)/.test(r));
    expect(must.length).toBeGreaterThanOrEqual(13);
    for (const r of must) expect(budgets.find((b) => b.route === r)!.islands.filter((i) => i.when === 'load')).toEqual([]);
  });

  it('the loader stays under 2 KB and the router under 3 KB (minified, gzip)', () => {
    expect(gzipOfModule('src/client/islands.ts') + gzipOfModule('src/client/island-modules.ts')).toBeLessThanOrEqual(2 * KB);
    expect(gzipOfModule('src/client/router.ts')).toBeLessThanOrEqual(3 * KB);
  });

  it('every route records the chunks it can ever load, a superset of those it loads first', () => {
    const recorded: { route: string; initial: string[]; ever: string[] }[] = JSON.parse(fs.readFileSync(path.join(distDir(), 'route-chunks.json'), 'utf8'));
    expect(recorded.map((r) => r.route)).toEqual(routes);
    for (const r of recorded) {
      expect(r.ever).toEqual(expect.arrayContaining(r.initial));
      for (const f of r.ever) expect(fs.existsSync(path.join(client, f))).toBe(true);
    }
    // The calendar's script is only ever loaded where a calendar is.
    const calendar = (r: { ever: string[] }) => r.ever.some((f) => f.startsWith('assets/live-calendar-'));
    expect(recorded.filter(calendar).map((r) => r.route).sort()).toEqual(['/', '/bookings']);
  });
});
