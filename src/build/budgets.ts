import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rootDir } from '../content/paths';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface RouteBudget {
  route: string;
  islands: { name: string; when: string }[];
  /** Chunks loaded before any interaction: the page's scripts plus `load` islands and their imports. */
  initial: string[];
  /** Every chunk the route can ever load, whatever the visitor does. */
  ever: string[];
  initialGzip: number;
  everGzip: number;
  /** Whether React is among the initial chunks. */
  initialReact: boolean;
}

/** Island name → its client module and whether it hydrates with React, read from the client map. */
export function islandModules(): Record<string, { src: string; react: boolean }> {
  const file = path.join(rootDir, 'src/islands/client-map.ts');
  const text = fs.readFileSync(file, 'utf8');
  const out: Record<string, { src: string; react: boolean }> = {};
  for (const m of text.matchAll(/^\s+'?([\w-]+)'?: (react|plain)\(\(\) => import\('([^']+)'\)/gm)) {
    const rel = path.relative(rootDir, path.resolve(path.dirname(file), m[3]));
    const src = ['.tsx', '.ts'].map((ext) => rel + ext).find((f) => fs.existsSync(path.join(rootDir, f)));
    if (src) out[m[1]] = { src, react: m[2] === 'react' };
  }
  return out;
}

/** Per-route JavaScript budgets from a client build (dist/client with its Vite manifest). */
export function routeBudgets(clientDir: string, routes: string[]): RouteBudget[] {
  const manifest: Manifest = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'));
  const modules: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(clientDir, '.vite/chunk-modules.json'), 'utf8'));
  const islands = islandModules();
  const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length;

  const closure = (key: string, dynamic: boolean, seen = new Set<string>()): Set<string> => {
    const c = manifest[key];
    if (!c || seen.has(c.file)) return seen;
    seen.add(c.file);
    for (const k of [...(c.imports ?? []), ...(dynamic ? (c.dynamicImports ?? []) : [])]) closure(k, dynamic, seen);
    return seen;
  };
  const entry = Object.keys(manifest).find((k) => k === 'index.html')!;
  const hydrate = 'src/islands/hydrate.tsx';

  return routes.map((route) => {
    const html = fs.readFileSync(path.join(clientDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');
    const found = [...html.matchAll(/data-island="([^"]+)" data-when="([^"]+)"/g)].map((m) => ({ name: m[1], when: m[2] }));
    const initial = closure(entry, false);
    const ever = closure(entry, false);
    for (const { name, when } of found) {
      const island = islands[name];
      if (!island) throw new Error(`${route}: island "${name}" has no client module in src/islands/client-map.ts`);
      const keys = island.react ? [island.src, hydrate] : [island.src];
      for (const k of keys) {
        if (when === 'load') closure(k, false, initial);
        closure(k, true, ever);
      }
    }
    const sum = (files: Set<string>) => [...files].reduce((n, f) => n + gz(f), 0);
    const isReact = (f: string) => (modules[f] ?? []).some((m) => /node_modules\/react-dom\//.test(m));
    return {
      route,
      islands: found,
      initial: [...initial],
      ever: [...ever],
      initialGzip: sum(initial),
      everGzip: sum(ever),
      initialReact: [...initial].some(isReact),
    };
  });
}
