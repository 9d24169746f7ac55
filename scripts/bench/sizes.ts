// Prints the gzip size of the JavaScript each route loads before it is interactive: the
// module entry plus the chunks it preloads. Lazy widget chunks are listed separately.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { rootDir } from '../../src/content/paths';

const client = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist', 'client');
const gz = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(client, file)), { level: 9 }).length;
const kb = (n: number) => (n / 1024).toFixed(1) + ' KB';

export function initialScripts(html: string): string[] {
  const srcs = [...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g), ...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  return [...new Set(srcs)];
}

export function routeSizes(routes: string[]) {
  return routes.map((route) => {
    const file = path.join(client, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
    const html = fs.readFileSync(file, 'utf8');
    const js = initialScripts(html).reduce((n, s) => n + gz(s), 0);
    const css = [...html.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)].reduce((n, m) => n + gz(m[1]), 0);
    return { route, html: zlib.gzipSync(html).length, js, css };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const routes: string[] = JSON.parse(fs.readFileSync(path.join(client, '..', 'build.json'), 'utf8')).routes;
  console.log('route'.padEnd(42), 'html gz'.padStart(9), 'initial JS gz'.padStart(14), 'CSS gz'.padStart(9));
  for (const r of routeSizes(routes)) console.log(r.route.padEnd(42), kb(r.html).padStart(9), kb(r.js).padStart(14), kb(r.css).padStart(9));
  console.log('\nall chunks (gzip):');
  for (const f of fs.readdirSync(path.join(client, 'assets')).filter((f) => f.endsWith('.js')).sort()) {
    console.log('  ' + f.padEnd(50), kb(gz(`assets/${f}`)).padStart(9));
  }
}
