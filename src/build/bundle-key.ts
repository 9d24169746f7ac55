import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { clientSite } from '../core/client-site';
import { publicDir, relativeName, rootDir } from '../core/paths';
import type { SiteConfig } from '../core/types/content.gen';

/**
 * Everything the client and SSR bundles are made from: the code (tests aside), the public files
 * Vite copies, the page template, the locked dependencies, the settings and the build scripts.
 */
const inputs = ['src', relativeName(publicDir), 'schemas', 'index.html', 'package-lock.json', 'tsconfig.json', 'vite.config.ts', 'scripts/build.ts', 'scripts/build-env.ts'];

function* filesOf(rel: string): Generator<string> {
  const abs = path.join(rootDir, rel);
  if (!fs.existsSync(abs)) return;
  if (!fs.statSync(abs).isDirectory()) yield rel;
  else for (const name of fs.readdirSync(abs).sort()) if (!/\.test\.tsx?$/.test(name)) yield* filesOf(`${rel}/${name}`);
}

/**
 * A hash of what the two Vite builds read: when a rebuild's key is the last build's, their output
 * (and so every page's code) is the same and the build skips them. It also covers the Node
 * version, whose time-zone data the prerender uses, and the share of site.yaml the islands get.
 */
export function bundleKey(site: SiteConfig, mode: string): string {
  const hash = createHash('sha256').update(JSON.stringify({ mode, node: process.version, site: clientSite(site) }));
  for (const rel of inputs.flatMap((i) => [...filesOf(i)])) hash.update(`\0${rel}\0`).update(fs.readFileSync(path.join(rootDir, rel)));
  return hash.digest('hex');
}
