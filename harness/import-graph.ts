// The project's import graph, read from the sources (static imports, re-exports and dynamic
// imports of a written path; type imports too, marked), for the checks .oxlintrc.json cannot
// make because it reads one import at a time: what the server loads through the whole graph,
// a block importing another block, folders importing each other. `npm run layers` runs them and
// prints the figures (scripts/layers.ts); tests/engine/layers.test.ts runs them on small trees.
import fs from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';

/** One import of a source file: what it names, the project file it resolves to, if any. */
export interface Import {
  spec: string;
  /** The file it resolves to (relative to the root, forward slashes); none for a package. */
  to?: string;
  line: number;
  /** `import type`, or every name imported a type: erased, so nothing is loaded. */
  typeOnly: boolean;
}

/** Every source file (relative to the root) with its imports. */
export type Graph = Map<string, Import[]>;

/** What `npm run layers` reads: the same folders oxlint checks, and the Supabase entry points. */
export const scanned = ['src', 'harness', 'scripts', 'tools', 'vite.config.ts', 'supabase/functions'];

const sourceFile = /\.(?:tsx?|mts|mjs)$/;
const extensions = ['', '.ts', '.tsx', '.mts', '.mjs', '.js', '/index.ts', '/index.tsx'];

function sources(root: string, rel: string, out: string[] = []): string[] {
  const abs = path.join(root, rel);
  if (!fs.existsSync(abs)) return out;
  if (fs.statSync(abs).isFile()) {
    if (sourceFile.test(rel) && !/\.d\.m?ts$/.test(rel) && !/\.test\.tsx?$/.test(rel)) out.push(rel);
    return out;
  }
  // A function's bundle is output, made by `npm run build:functions`.
  for (const e of fs.readdirSync(abs)) if (e !== 'node_modules' && e !== 'bundle') sources(root, `${rel}/${e}`, out);
  return out;
}

function resolve(root: string, from: string, spec: string): string | undefined {
  const base = path.join(path.dirname(from), spec.replace(/\?.*$/, ''));
  const stems = [base, base.replace(/\.m?js$/, '')];
  for (const stem of stems)
    for (const ext of extensions) {
      const f = path.join(root, stem + ext);
      if (fs.statSync(f, { throwIfNoEntry: false })?.isFile()) return (stem + ext).split(path.sep).join('/');
    }
  return undefined;
}

/** The imports of every source file under `folders` of `root`. */
export function readGraph(root: string, folders = scanned): Graph {
  const graph: Graph = new Map();
  for (const file of folders.flatMap((f) => sources(root, f))) {
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    const lineAt = (offset: number) => text.slice(0, offset).split('\n').length;
    const { module } = parseSync(file, text);
    const found: Omit<Import, 'to'>[] = [];
    for (const i of module.staticImports)
      found.push({ spec: i.moduleRequest.value, line: lineAt(i.start), typeOnly: /^import\s+type\b/.test(text.slice(i.start, i.end)) || (i.entries.length > 0 && i.entries.every((e) => e.isType)) });
    for (const e of module.staticExports)
      for (const entry of e.entries) if (entry.moduleRequest) found.push({ spec: entry.moduleRequest.value, line: lineAt(e.start), typeOnly: entry.isType });
    for (const d of module.dynamicImports) {
      const written = /^(['"`])([^'"`$]*)\1$/.exec(text.slice(d.moduleRequest.start, d.moduleRequest.end));
      // A path worked out at run time (the render bundle the build writes) is not in the sources.
      if (written) found.push({ spec: written[2], line: lineAt(d.start), typeOnly: false });
    }
    graph.set(file, found.map((i) => ({ ...i, to: i.spec.startsWith('.') ? resolve(root, file, i.spec) : undefined })));
  }
  return graph;
}

/** The folder a file counts in: `src/<folder>`, or the top folder (`harness`, `scripts`...), or a file at the top of either. */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src') return parts.length > 2 ? `src/${parts[1]}` : file;
  return parts.length > 1 ? parts[0] : file;
}

/** Each folder's imports of another folder, types included, as `a -> b`. */
export function folderArrows(graph: Graph): Set<string> {
  const arrows = new Set<string>();
  for (const [file, imports] of graph)
    for (const i of imports) if (i.to && folderOf(i.to) !== folderOf(file)) arrows.add(`${folderOf(file)} -> ${folderOf(i.to)}`);
  return arrows;
}

/** Pairs of folders that import each other. */
export const folderLoops = (arrows: Set<string>): string[] =>
  [...arrows].filter((a) => {
    const [from, to] = a.split(' -> ');
    return from < to && arrows.has(`${to} -> ${from}`);
  });

/** Import circles between files, types included: each as its files (Tarjan's strongly connected components). */
export function circles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const out: string[][] = [];
  const visit = (f: string) => {
    index.set(f, index.size);
    low.set(f, index.get(f)!);
    stack.push(f);
    for (const { to } of graph.get(f) ?? []) {
      if (!to || !graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(f, Math.min(low.get(f)!, low.get(to)!));
      } else if (stack.includes(to)) low.set(f, Math.min(low.get(f)!, index.get(to)!));
    }
    if (low.get(f) === index.get(f)) {
      const component: string[] = [];
      for (let g = stack.pop(); g !== undefined; g = g === f ? undefined : stack.pop()) component.push(g);
      if (component.length > 1 || (graph.get(f) ?? []).some((i) => i.to === f)) out.push(component.reverse());
    }
  };
  for (const f of graph.keys()) if (!index.has(f)) visit(f);
  return out;
}

/** The render layers: what turns pages into HTML, which the server never loads. */
const render = /^src\/(?:components|theme|islands|widgets|chrome|app)\/|^src\/entry-server\.tsx$|\.tsx$/;
const renderPackages = /^(?:styled-components|react-dom)(?:\/|$)/;

/**
 * Each render file or package the server loads, with the chain of imports that reaches it from
 * one of its files (src/server/, the Supabase entry points): value imports, static and dynamic,
 * so what the server's bundle holds. A block's view is a `.tsx` file; its `build.ts` and
 * `server.ts` are not render code.
 */
export function serverReachesRender(graph: Graph): string[] {
  const via = new Map<string, string | null>();
  const queue = [...graph.keys()].filter((f) => f.startsWith('src/server/') || f.startsWith('supabase/functions/'));
  for (const f of queue) via.set(f, null);
  const chain = (f: string): string[] => (via.get(f) ? [...chain(via.get(f)!), f] : [f]);
  const out: string[] = [];
  while (queue.length) {
    const f = queue.shift()!;
    if (render.test(f)) {
      out.push(chain(f).join(' → '));
      continue;
    }
    for (const i of graph.get(f) ?? []) {
      if (i.typeOnly) continue;
      if (renderPackages.test(i.spec)) out.push(`${chain(f).join(' → ')} → ${i.spec}`);
      if (i.to && !via.has(i.to)) {
        via.set(i.to, f);
        queue.push(i.to);
      }
    }
  }
  return out;
}

/** Each import of one block's files by another block's, as `file:line imports spec`. */
export function blocksImportingBlocks(graph: Graph): string[] {
  const blockOf = (f: string) => /^src\/blocks\/([^/]+)\//.exec(f)?.[1];
  const out: string[] = [];
  for (const [file, imports] of graph)
    for (const i of imports) {
      const from = blockOf(file);
      if (from && i.to && blockOf(i.to) && blockOf(i.to) !== from) out.push(`${file}:${i.line} imports ${i.spec}`);
    }
  return out;
}
