// `npm run build`: check the content (exactly as `npm run validate` does), build the client and
// SSR bundles, prerender every route.
import './build-env';
import fs from 'node:fs';
import path from 'node:path';
import { build, mergeConfig } from 'vite';
import { checkContent } from '../src/content/check';
import { formatErrors } from '../src/content/errors';
import { rootDir } from '../src/content/paths';
import { ImageError } from '../src/build/images';
import { prerender } from '../src/build/prerender';
import { buildInfoDir, routeBudgets } from '../src/build/budgets';
import { precompress } from '../src/build/precompress';
import { siteViteConfig } from '../src/build/vite-config';

const started = performance.now();
const checked = checkContent();
if (checked.errors.length) {
  console.error(`Content is invalid, nothing was built:\n\n${formatErrors(checked.errors)}`);
  process.exit(1);
}
if (checked.warnings.length) console.warn(`${checked.warnings.length} content warnings: \`npm run validate\` lists them.`);
const { model } = checked;

const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const serverDir = path.join(dist, 'server');
fs.rmSync(dist, { recursive: true, force: true });
const mode = process.env.BUILD_MODE ?? 'production';

const config = (extra: object, selfContainedSsr = false) =>
  mergeConfig(siteViteConfig({ model, selfContainedSsr }), { configFile: false, root: rootDir, mode, logLevel: 'warn', ...extra });
await build(config({ build: { outDir: clientDir, emptyOutDir: true, manifest: true } }));
await build(config({ build: { ssr: 'src/entry-server.tsx', outDir: serverDir, emptyOutDir: true } }, true));

// What the build knows of its chunks is for the budgets, not for visitors: out of the published folder.
fs.renameSync(path.join(clientDir, '.vite'), buildInfoDir(dist));
// Prerendering "/" writes index.html, so the template is moved aside first.
const templateFile = path.join(dist, 'template.html');
fs.renameSync(path.join(clientDir, 'index.html'), templateFile);
const { render } = await import(path.join(serverDir, 'entry-server.js'));
const result = await prerender({ clientDir, template: fs.readFileSync(templateFile, 'utf8'), model, render }).catch((err: Error) => {
  // A photo that passed the content check but still cannot be converted: one line, no stack trace.
  if (!(err instanceof ImageError)) throw err;
  console.error(`The build stopped: ${err.message}`);
  process.exit(1);
});
fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ builtAt: new Date().toISOString(), mode, routes: result.routes }, null, 2));
// Every chunk each route loads up front and can ever load: the budgets' record (npm run bench prints it).
const budgets = routeBudgets(clientDir, result.routes).map(({ route, islands, initial, ever }) => ({ route, islands, initial, ever }));
fs.writeFileSync(path.join(dist, 'route-chunks.json'), JSON.stringify(budgets, null, 2));
const packed = precompress(dist);

const secs = ((performance.now() - started) / 1000).toFixed(1);
console.log(`built ${result.routes.length} routes into ${path.relative(rootDir, dist)}/ in ${secs} s` +
  ` (${packed.files} text files brotli-packed: ${(packed.bytes / 1024).toFixed(0)} → ${(packed.brotliBytes / 1024).toFixed(0)} KB)`);
