import fs from 'node:fs';
import { islandFrameOf, islandNameOf } from '../core/island-types';
import path from 'node:path';
import zlib from 'node:zlib';
import { rootDir } from '../core/paths';

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** An island root in a page's HTML: its name and when it loads. */
export interface Island {
  name: string;
  when: string;
}

/** The chunks a route loads. */
interface RouteChunks {
  route: string;
  islands: Island[];
  /** Chunks loaded before any interaction: the page's scripts plus `load` islands and their imports. */
  initial: string[];
  /** Every chunk the route can ever load, whatever the visitor does. */
  ever: string[];
}

export interface RouteBudget extends RouteChunks {
  initialGzip: number;
  everGzip: number;
  /** Whether React is among the initial chunks. */
  initialReact: boolean;
}

/**
 * Where the build keeps what it knows about its chunks (Vite's manifest, the modules in each
 * chunk): beside the published folder, never in it.
 */
export const buildInfoDir = (dist: string) => path.join(dist, 'build-info');

/** Island name → its `file` (client.ts, frame.tsx) in `src/{blocks,widgets}/<name>/`, named by `nameOf`. */
function islandFiles(root: string, file: string, nameOf: (src: string) => string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const kind of ['blocks', 'widgets'])
    for (const folder of fs.readdirSync(path.join(root, 'src', kind))) {
      const src = `src/${kind}/${folder}/${file}`;
      const name = nameOf(src);
      if (!name || !fs.existsSync(path.join(root, src))) continue;
      if (out[name]) throw new Error(`Two islands are named "${name}": ${out[name]} and ${src}. The loader finds an island's code by its folder's name: rename one folder.`);
      out[name] = src;
    }
  return out;
}

/**
 * Island name → its client module, by the one rule the browser's loader follows too
 * (islandNameOf: `src/blocks/<name>/client.ts` or `src/widgets/<name>/client.ts`). Two folders of
 * one name would leave the loader one module for two islands: that is an error, naming both.
 */
export const islandModules = (root = rootDir): Record<string, string> => islandFiles(root, 'client.ts', islandNameOf);

/** Island name → its prerendered first look (`frame: true` in its declaration): `src/{blocks,widgets}/<name>/frame.tsx`. */
export const islandFrames = (root = rootDir): Record<string, string> => islandFiles(root, 'frame.tsx', islandFrameOf);

const readManifest = (infoDir: string): Manifest => JSON.parse(fs.readFileSync(path.join(infoDir, 'manifest.json'), 'utf8'));

/** The files of a module's chunk and of every chunk it imports (with `dynamic`, on demand too); files in `seen` are not followed. */
function chunkClosure(manifest: Manifest, key: string, dynamic: boolean, seen = new Set<string>()): Set<string> {
  const c = manifest[key];
  if (!c || seen.has(c.file)) return seen;
  seen.add(c.file);
  for (const k of [...(c.imports ?? []), ...(dynamic ? (c.dynamicImports ?? []) : [])]) chunkClosure(manifest, k, dynamic, seen);
  return seen;
}

/** An island's modules beyond the page's own script, as site paths: what its frame's file names for a page to fetch ahead. */
export function islandModulesAhead(infoDir: string, island: string): string[] {
  const manifest = readManifest(infoDir);
  const page = chunkClosure(manifest, 'index.html', false);
  const own = chunkClosure(manifest, islandModules()[island], true, new Set(page));
  return [...own].filter((f) => !page.has(f) && f.endsWith('.js')).map((f) => `/${f}`);
}

/** The islands in a page's HTML, in order. */
export const islandsIn = (html: string): Island[] => [...html.matchAll(/data-island="([^"]+)" data-when="([^"]+)"/g)].map((m) => ({ name: m[1], when: m[2] }));

const htmlOf = (clientDir: string, route: string) => fs.readFileSync(path.join(clientDir, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`), 'utf8');

/**
 * The chunks each route loads, from a client build (dist/client with its Vite manifest). The
 * build passes each route's islands as it rendered them (or kept them); otherwise they are read
 * from the route's HTML.
 */
export function routeChunks(
  clientDir: string,
  routes: string[],
  infoDir = buildInfoDir(path.dirname(clientDir)),
  islandsOf = (route: string) => islandsIn(htmlOf(clientDir, route)),
): RouteChunks[] {
  const manifest = readManifest(infoDir);
  const islands = islandModules();
  const closure = (key: string, dynamic: boolean, seen?: Set<string>) => chunkClosure(manifest, key, dynamic, seen);
  const entry = Object.keys(manifest).find((k) => k === 'index.html')!;
  // Each set of islands is resolved once, however many routes share it.
  const bySet = new Map<string, Omit<RouteChunks, 'route' | 'islands'>>();
  const chunksOf = (route: string, found: Island[]) => {
    const initial = closure(entry, false);
    const ever = closure(entry, false);
    for (const { name, when } of found) {
      const src = islands[name];
      if (!src) throw new Error(`${route}: island "${name}" has no client module (src/blocks/${name}/client.ts or src/widgets/${name}/client.ts)`);
      // A React island's client imports the React runtime itself, so its closure holds it.
      if (when === 'load') closure(src, false, initial);
      closure(src, true, ever);
    }
    return { initial: [...initial], ever: [...ever] };
  };
  return routes.map((route) => {
    const found = islandsOf(route);
    const set = JSON.stringify(found);
    if (!bySet.has(set)) bySet.set(set, chunksOf(route, found));
    return { route, islands: found, ...bySet.get(set)! };
  });
}

/** Per-route JavaScript budgets from a client build (dist/client with its Vite manifest): the chunks with their gzip sizes. */
export function routeBudgets(clientDir: string, routes: string[], infoDir = buildInfoDir(path.dirname(clientDir))): RouteBudget[] {
  const modules: Record<string, string[]> = JSON.parse(fs.readFileSync(path.join(infoDir, 'chunk-modules.json'), 'utf8'));
  // Each chunk is gzipped once, however many routes share it.
  const gzipped = new Map<string, number>();
  const gz = (file: string) => gzipped.get(file) ?? gzipped.set(file, zlib.gzipSync(fs.readFileSync(path.join(clientDir, file)), { level: 9 }).length).get(file)!;
  const sum = (files: string[]) => files.reduce((n, f) => n + gz(f), 0);
  const isReact = (f: string) => (modules[f] ?? []).some((m) => /node_modules\/react-dom\//.test(m));
  return routeChunks(clientDir, routes, infoDir).map((r) => ({ ...r, initialGzip: sum(r.initial), everGzip: sum(r.ever), initialReact: r.initial.some(isReact) }));
}
