import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { resolveConfig, type Plugin } from 'vite';

/**
 * The files a development-server address could reach, however it is spelled: percent-encoded
 * (even twice), with `..` segments or backslashes, as `/@fs/<absolute path>` or `/@id/<id>`,
 * with any query (`?raw`, `?import&url`), and from the public folder, which is served at `/`.
 * Undefined for an address no file answers (a malformed escape).
 */
export function devPathTargets(url: string, rootDir: string, publicDir = path.join(rootDir, 'public')): string[] | undefined {
  let p = url.split(/[?#]/)[0];
  for (let i = 0; i < 3 && /%[0-9a-f]{2}/i.test(p); i++) {
    try {
      p = decodeURIComponent(p);
    } catch {
      return undefined;
    }
  }
  p = path.posix.normalize(p.replace(/\\/g, '/'));
  const targets = [path.join(rootDir, p), path.join(publicDir, p)];
  // Vite's own prefixes name an absolute path (@fs) or a module id, which may be a path (@id).
  const prefixed = /^\/@(?:fs|id)\/+(.*)$/.exec(p);
  if (prefixed) targets.push(path.resolve('/', prefixed[1]), path.join(rootDir, prefixed[1]));
  return targets;
}

/** What never leaves the machine, whatever folder it sits in: databases and the guide's secret file. */
const PRIVATE_NAME = /(?:\.(?:db|sqlite3?)(?:-wal|-shm|-journal)?|^\.guide-secret)$/i;
/** The Supabase functions' bundles (`npm run build:functions`): each carries a copy of the private files it needs. */
const BUNDLES = /^supabase\/functions\/[^/]+\/bundle(?:\/|$)/;

/** `file` with every link in its path resolved, as far as it exists (the rest as written). */
function realPath(file: string): string {
  try {
    return fs.realpathSync.native(file);
  } catch {
    const parent = path.dirname(file);
    return parent === file ? file : path.join(realPath(parent), path.basename(file));
  }
}

const inside = (dir: string, file: string) => file === dir || file.startsWith(dir + path.sep);

/**
 * Whether a path is private by what it is, not only where: inside a private place (the private
 * content, the data folder, the secret file), a database or secret file by name, a function
 * bundle, or a copy of a private file's bytes anywhere; each also after resolving links.
 */
export function privateMatcher(rootDir: string, privatePaths: string[]): (file: string) => boolean {
  const root = realPath(rootDir);
  const places = [...new Set(privatePaths.flatMap((p) => [path.resolve(rootDir, p), realPath(path.resolve(rootDir, p))]))];
  /** The private files, listed at each look (they are few); each hashed again only when it changes. */
  const privateFiles = () =>
    places.flatMap((p) => {
      try {
        const stat = fs.statSync(p);
        return stat.isDirectory() ? fs.readdirSync(p, { recursive: true, encoding: 'utf8' }).map((f) => path.join(p, f)) : [p];
      } catch {
        return [];
      }
    });
  const hashes = new Map<string, { mtimeMs: number; hash: string }>();
  const hashOf = (file: string, mtimeMs: number) => {
    const known = hashes.get(file);
    if (known?.mtimeMs === mtimeMs) return known.hash;
    const hash = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
    hashes.set(file, { mtimeMs, hash });
    return hash;
  };
  /** A copy of a private file's bytes: compared only when the sizes are equal, so nearly never read. An empty file copies nothing. */
  const isCopy = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return false;
    }
    if (!stat.isFile() || stat.size === 0) return false;
    for (const p of privateFiles()) {
      try {
        const own = fs.statSync(p);
        if (own.isFile() && own.size === stat.size && hashOf(p, own.mtimeMs) === hashOf(file, stat.mtimeMs)) return true;
      } catch {
        // gone since it was listed
      }
    }
    return false;
  };
  return (file) => {
    const real = realPath(file);
    return [file, real].some((f) => {
      const rel = path.relative(root, f).split(path.sep).join('/');
      return places.some((p) => inside(p, f)) || PRIVATE_NAME.test(path.basename(f)) || (!rel.startsWith('..') && BUNDLES.test(rel));
    }) || isCopy(real);
  };
}

/**
 * `npm run dev` serves the project's own files to the browser (Vite's root is the project): the
 * private guide, the owner's calendar, the database, the guide's secret and any copy of them
 * (the Supabase bundles, a link, a file copied into public/) must answer 404 by every address,
 * before Vite sees the request. Vite's own list of files it never serves (`.env`, keys,
 * `.git`…) is kept and added to. The server code reads them from disk, never through Vite.
 */
export function privateFilesPlugin(rootDir: string, privatePaths: string[]): Plugin {
  const isPrivate = privateMatcher(rootDir, privatePaths);
  let publicDir = path.join(rootDir, 'public');
  return {
    name: 'guesthouse-private-files',
    apply: 'serve',
    async config() {
      // Setting server.fs.deny replaces Vite's defaults: they are read from Vite itself and kept.
      const defaults = (await resolveConfig({ configFile: false, envFile: false, logLevel: 'silent', root: rootDir }, 'serve')).server.fs.deny;
      const ours = privatePaths.map((p) => path.resolve(rootDir, p)).flatMap((p) => [p, `${p}/**`]);
      return { server: { fs: { deny: [...defaults, ...ours, '**/*.{db,sqlite,sqlite3}', '**/*.db-{wal,shm,journal}', '**/.guide-secret', '**/supabase/functions/*/bundle/**'] } } };
    },
    configResolved(config) {
      if (config.publicDir) publicDir = config.publicDir;
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const targets = devPathTargets(req.url ?? '/', rootDir, publicDir);
        if (targets && !targets.some(isPrivate)) return next();
        res.statusCode = 404;
        res.setHeader('content-type', 'text/plain; charset=utf-8');
        res.end('Not found: the development server serves no private file.\n');
      });
    },
  };
}
