// Each Supabase Edge Function as one self-contained folder, ready for `supabase functions deploy`
// with or without Docker (the API bundler refuses imports from outside supabase/functions,
// supabase/cli#3467), all of it derived from the functions' definitions
// (src/server/functions/<key>/index.ts, listed in definitions.ts). For each it writes
// supabase/functions/<name>/: index.ts, its entry point (its definition, served by
// _shared/serve.ts), and bundle/: index.js (that entry and everything it imports, npm packages
// included; only node: built-ins stay imports) beside the files it reads at run time: site.yaml,
// the schemas, and the private files its definition names, no others. `npm run build:functions`
// runs it, through tsx: bundled by harness/node-bundle.ts, the banner's import.meta.url below
// would be rewritten to this file's address.
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { contentDir, rootDir } from '../src/core/paths';
import { deployed } from './supabase-config';

/**
 * In the bundle the project root is the bundle's own folder, where its files are copied: the
 * folder of the module itself (src/core/paths.ts finds the root two folders above its own).
 */
const rootIsBundleFolder: Plugin = {
  name: 'root-is-bundle-folder',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]paths\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      const rooted = text.replace(/export const rootDir = path\.resolve\((.+), '\.\.\/\.\.'\);/, 'export const rootDir = $1;');
      if (rooted === text) throw new Error('src/core/paths.ts no longer finds the root as the functions\' bundles expect: update rootIsBundleFolder.');
      return { loader: 'ts', contents: rooted };
    });
  },
};

const functionsDir = path.join(rootDir, 'supabase', 'functions');
export const bundleDir = (name: string) => path.join(functionsDir, name, 'bundle');

/** A function's entry point: its definition, served as a Supabase Edge Function. */
function entrySource(key: string): string {
  return `// Written by \`npm run build:functions\` from src/server/functions/${key}/index.ts, its definition: edit that, not this.
import definition from '../../../src/server/functions/${key}/index.ts';
import { serveFunction } from '../_shared/serve.ts';

serveFunction(definition);
`;
}

/** Writes each function's entry point and bundle; returns the bundles' folders. */
export async function buildFunctions(): Promise<string[]> {
  const built: string[] = [];
  for (const { key, name, privateFiles } of deployed()) {
    const entry = path.join(functionsDir, name, 'index.ts');
    fs.mkdirSync(path.dirname(entry), { recursive: true });
    fs.writeFileSync(entry, entrySource(key));
    const out = bundleDir(name);
    fs.rmSync(out, { recursive: true, force: true });
    await build({
      entryPoints: [entry],
      outfile: path.join(out, 'index.js'),
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'es2022',
      // CommonJS packages (nodemailer) call require() for built-ins: give the ES module one.
      banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
      plugins: [rootIsBundleFolder],
      logLevel: 'warning',
      legalComments: 'none',
    });
    // The content from where it is (CONTENT_DIR: the tests' site for the tests), the schemas from the project.
    for (const rel of ['site.yaml', 'schemas', ...privateFiles]) {
      const from = path.join(rel === 'schemas' ? rootDir : contentDir, rel);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(out, rel), { recursive: true });
    }
    built.push(path.relative(rootDir, out));
  }
  return built;
}
