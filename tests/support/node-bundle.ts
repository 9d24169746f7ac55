import { build, type Loader, type Plugin } from 'esbuild';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { rootDir } from '../../src/content/paths';
import { processDir } from './scratch';

// The feed parser's thread, bundled beside each entry under the name the server starts it by.
const threads = { 'parse-worker': 'src/server/availability/parse-worker-run.ts' };

/**
 * Each module keeps the address of its source file (the server and the scripts find the project,
 * its migrations and the render thread from `import.meta.url`), except where it starts one of
 * the bundled threads.
 */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      // Not where it names a bundled thread: that thread is found beside the bundle.
      const elsewhere = new RegExp(`(?<!new URL\\('\\./(?:${Object.keys(threads).join('|')})\\.mjs', )import\\.meta\\.url`, 'g');
      const contents = text.replace(elsewhere, JSON.stringify(pathToFileURL(args.path).href));
      return { contents, loader: path.extname(args.path).slice(1).replace(/^[cm]/, '') as Loader };
    });
  },
};

const keepExternal = ['better-sqlite3', 'sharp', 'subset-font', '@fontsource-variable/*', 'vite', 'esbuild', 'lightningcss', 'rollup', '@vitejs/*', 'tsx', 'fsevents'];

type Bundle = { file: string; sources: Map<string, number> };

/** `entry` of the project at `root` and the parser's thread as plain JavaScript in `dir` (the packages it keeps external are imported from node_modules). */
async function bundle(root: string, entry: string, dir: string): Promise<Bundle> {
  const { metafile } = await build({
    absWorkingDir: root,
    entryPoints: { main: path.join(root, entry), ...Object.fromEntries(Object.entries(threads).map(([name, src]) => [name, path.join(root, src)])) },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages are bundled too (loading them one by one was a third of a server's start), but
    // for those that load files of their own by path at run time: native code, WebAssembly,
    // fonts, and the build tools.
    external: keepExternal,
    banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
    logLevel: 'error',
    metafile: true,
    plugins: [sourceUrls],
  });
  const sources = new Map(Object.keys(metafile.inputs).map((f) => [path.resolve(root, f), fs.statSync(path.resolve(root, f)).mtimeMs]));
  return { file: path.join(dir, 'main.mjs'), sources };
}

const current = (sources: Map<string, number>) => [...sources].every(([file, mtime]) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs === mtime);
const cacheDir = path.join(rootDir, 'node_modules/.cache/guesthouse-tests');
const made = new Map<string, Promise<Bundle>>();
let count = 0;

/**
 * The project's own entries are bundled once for every test process and run: a version per
 * state of their sources, found again while those stay as they were. Versions of another
 * state are removed an hour after they were made (a run beside this one may still use one).
 */
async function sharedBundle(entry: string): Promise<Bundle> {
  const home = path.join(cacheDir, 'bundles', entry.replace(/[/.]/g, '-'));
  fs.mkdirSync(home, { recursive: true });
  for (const version of fs.readdirSync(home)) {
    const dir = path.join(home, version);
    const listed = fs.existsSync(path.join(dir, 'sources.json')) && new Map<string, number>(JSON.parse(fs.readFileSync(path.join(dir, 'sources.json'), 'utf8')));
    if (listed && current(listed)) return { file: path.join(dir, 'main.mjs'), sources: listed };
    if (Date.now() - fs.statSync(dir).mtimeMs > 3_600_000) fs.rmSync(dir, { recursive: true, force: true });
  }
  const fresh = await bundle(rootDir, entry, path.join(processDir(cacheDir), String(count++)));
  const listed = JSON.stringify([...fresh.sources]);
  fs.writeFileSync(path.join(path.dirname(fresh.file), 'sources.json'), listed);
  const dir = path.join(home, createHash('sha1').update(listed).digest('hex').slice(0, 16));
  try {
    fs.renameSync(path.dirname(fresh.file), dir);
  } catch {
    // Another process made the same version first: both are the same files.
  }
  return { file: path.join(dir, 'main.mjs'), sources: fresh.sources };
}

/**
 * A TypeScript entry of the project (src/server/main.ts, scripts/build.ts, ...) as one JavaScript
 * file that `node` runs: the same sources without tsx, whose module hooks cost a spawned script
 * 0.7 s of processor (twice what validating the content takes). Made again when one of its
 * sources has changed (a test edits a copy). `root` is the project (whose bundles all test
 * processes share) or a copy of it (bundled in this process, and removed by a later test process
 * once this one has ended).
 */
export async function bundled(entry: string, root = rootDir): Promise<string> {
  const key = path.join(root, entry);
  const previous = await made.get(key)?.catch(() => undefined);
  if (previous && current(previous.sources)) return previous.file;
  const next = root === rootDir ? sharedBundle(entry) : bundle(root, entry, path.join(processDir(cacheDir), String(count++)));
  made.set(key, next);
  return (await next).file;
}
