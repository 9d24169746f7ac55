// `npm run build`: validate content, build the client and SSR bundles, prerender every route.
import './build-env';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { formatErrors } from '../src/content/errors';
import { loadContent } from '../src/content/load-content';
import { rootDir } from '../src/content/paths';
import { prerender } from '../src/build/prerender';
import { routeBudgets } from '../src/build/budgets';
import { precompress } from '../src/build/precompress';

const started = performance.now();
const content = loadContent();
if (content.errors.length) {
  console.error(`Content is invalid, nothing was built:\n\n${formatErrors(content.errors)}`);
  process.exit(1);
}

const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const serverDir = path.join(dist, 'server');
fs.rmSync(dist, { recursive: true, force: true });
const mode = process.env.BUILD_MODE ?? 'production';

await build({ root: rootDir, mode, logLevel: 'warn', build: { outDir: clientDir, emptyOutDir: true, manifest: true } });
await build({ root: rootDir, mode, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } });

// Prerendering "/" writes index.html, so the template is moved aside first.
const templateFile = path.join(dist, 'template.html');
fs.renameSync(path.join(clientDir, 'index.html'), templateFile);
const { render } = await import(path.join(serverDir, 'entry-server.js'));
const result = await prerender({ clientDir, template: fs.readFileSync(templateFile, 'utf8'), content, render });
fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ builtAt: new Date().toISOString(), mode, routes: result.routes }, null, 2));
// Every chunk each route loads up front and can ever load: the budgets' record (npm run bench prints it).
const budgets = routeBudgets(clientDir, result.routes).map(({ route, islands, initial, ever }) => ({ route, islands, initial, ever }));
fs.writeFileSync(path.join(dist, 'route-chunks.json'), JSON.stringify(budgets, null, 2));
const packed = precompress(dist);

const secs = ((performance.now() - started) / 1000).toFixed(1);
console.log(`built ${result.routes.length} routes into ${path.relative(rootDir, dist)}/ in ${secs} s` +
  ` (${packed.files} text files brotli-packed: ${(packed.bytes / 1024).toFixed(0)} → ${(packed.brotliBytes / 1024).toFixed(0)} KB)`);
