// `npm run build:functions`: each Supabase Edge Function as one self-contained folder, ready for
// `supabase functions deploy` with or without Docker (the API bundler refuses imports from
// outside supabase/functions, supabase/cli#3467). For each function in site.yaml
// backend.functions it writes supabase/functions/<name>/bundle/: index.js (its entrypoint and
// everything it imports, npm packages included; only node: built-ins stay imports), plus the
// files it reads at run time: site.yaml, the schemas, and its own private file (the guide's
// content for the guide function only, the owner's calendar file for availability and the guide).
import fs from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';
import { parse } from 'yaml';
import { contentDir, rootDir } from '../src/content/paths';

type Key = 'availability' | 'guide' | 'enquiry';
/** The private files each function may read; no other function ships them. */
const privateFiles: Record<Key, string[]> = {
  availability: ['private/availability.ics'],
  // The guide checks each stay's code against the owner's calendar file when no feed URL is set.
  guide: ['private/guide.yaml', 'private/availability.ics'],
  enquiry: [],
};

/** In the bundle the project root is the bundle's own folder, where its files are copied. */
const rootIsBundleFolder: Plugin = {
  name: 'root-is-bundle-folder',
  setup(b) {
    b.onLoad({ filter: /[\\/]src[\\/]content[\\/]paths\.ts$/ }, async (args) => ({
      loader: 'ts',
      contents: (await fs.promises.readFile(args.path, 'utf8')).replace(
        /export const rootDir = .*;/,
        "export const rootDir = path.dirname(fileURLToPath(import.meta.url));",
      ),
    }));
  },
};

export function bundleDir(name: string): string {
  return path.join(rootDir, 'supabase', 'functions', name, 'bundle');
}

export async function buildFunctions(): Promise<string[]> {
  const names = (parse(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as { backend: { functions: Record<Key, string> } }).backend.functions;
  const built: string[] = [];
  for (const [key, name] of Object.entries(names) as [Key, string][]) {
    const out = bundleDir(name);
    fs.rmSync(out, { recursive: true, force: true });
    await build({
      entryPoints: [path.join(rootDir, 'supabase', 'functions', name, 'index.ts')],
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
    for (const rel of ['site.yaml', 'schemas', ...privateFiles[key]]) {
      const from = path.join(rel === 'schemas' ? rootDir : contentDir, rel);
      if (fs.existsSync(from)) fs.cpSync(from, path.join(out, rel), { recursive: true });
    }
    built.push(path.relative(rootDir, out));
  }
  return built;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of await buildFunctions()) console.log(`built ${dir}/`);
}
