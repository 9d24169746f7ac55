// `npm run build`: check the content (exactly as `npm run validate` does), build the client and
// SSR bundles, prerender every route. A rebuild keeps what has not changed since the last build
// into the same folder (its record is dist/build-info/incremental.json); `-- --clean` starts afresh.
import './build-env';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { lintModelled, modelContent } from '../src/content/check';
import { formatErrors } from '../src/content/errors';
import { rootDir } from '../src/core/paths';
import { readSite } from '../src/content/load-content';
import type { SiteConfig } from '../src/core/types/content.gen';
import { ImageError } from '../src/build/images';
import { BuildTimeError, buildTime } from '../src/build/build-time';
import { startPrerender, type PrerenderRecord } from '../src/build/prerender';
import { renderPool } from '../src/build/render-pool';
import { buildInfoDir, routeChunks } from '../src/build/budgets';
import { bundleKey } from '../src/build/bundle-key';
import { HANDED_SITE } from '../src/build/handed-site';
import { packer } from '../src/build/precompress';
import { firstRoundTripWarning, pagesPastFirstRoundTrip } from '../src/build/first-round-trip-check';
import { buildPhases } from '../src/build/timings';

const started = performance.now();
let renderAt: number;
try {
  renderAt = buildTime();
} catch (err) {
  if (!(err instanceof BuildTimeError)) throw err;
  console.error(err.message);
  process.exit(1);
}

const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const clientDir = path.join(dist, 'client');
const serverDir = path.join(dist, 'server');
const templateFile = path.join(dist, 'template.html');
const recordFile = path.join(buildInfoDir(dist), 'incremental.json');
const mode = process.env.BUILD_MODE ?? 'production';

type BuildRecord = PrerenderRecord & { codeKey: string };
// The bundles are made from the code and site.yaml's share for the islands, not from the pages:
// while the content is checked, they are made beside the last build (which stays as it is until
// the content passes), on the other core.
const settings = readSite();
const codeKey = settings.source && !settings.errors.length ? bundleKey(settings.source.data as SiteConfig, mode) : undefined;
const last: BuildRecord | undefined = fs.existsSync(recordFile) && !process.argv.includes('--clean') ? JSON.parse(fs.readFileSync(recordFile, 'utf8')) : undefined;
// The same key: the bundles in dist/ are what the Vite builds would make again, so they are kept.
const previous = codeKey && last?.codeKey === codeKey && fs.existsSync(templateFile) && fs.existsSync(path.join(serverDir, 'entry-server.js')) ? last : undefined;
const next = path.join(path.dirname(dist), `.${path.basename(dist)}-bundles`);
const bundles = codeKey && !previous ? makeBundles(next, settings.source!.data as SiteConfig) : undefined;
// With the bundles kept, a render thread loads the renderer on another core while the content is
// checked (a quarter of a second of a rebuild after one page changed); unused when no page has.
const warm = previous ? renderPool(path.join(serverDir, 'entry-server.js'), settings.source!.data as SiteConfig, renderAt) : undefined;
warm?.warm();

// `-- --drafts`: a preview, with the drafts and the pages scheduled later (marked as such).
const drafts = process.argv.includes('--drafts');
const modelled = modelContent({ now: renderAt, unpublished: drafts });
buildPhases.lap('content model');
const pack = packer(dist);
// The content lint reads the model on this thread, a second of it for a thousand pages, and a
// clean build's pages need nothing of the lint's: when the new bundles are ready by then, the
// pages start rendering into them on the other cores meanwhile. Nothing is written where the
// last build is until the content has passed.
const early = bundles && !modelled.errors.length && (await settledBy(bundles.done)) === 0 ? await renderEarly(next) : undefined;
const checked = lintModelled(modelled, { now: renderAt, unpublished: drafts });
if (checked.errors.length) {
  await (early?.pool ?? warm)?.close();
  await bundles?.cancel();
  console.error(`Content is invalid, nothing was built:\n\n${formatErrors(checked.errors)}`);
  process.exit(1);
}
if (checked.warnings.length) console.warn(`${checked.warnings.length} content warnings: \`npm run validate\` lists them.`);
for (const h of checked.model.held) console.log(`${drafts ? 'In this preview, not published' : 'Not published'}: ${h.path} (${h.file}), ${h.state}.`);
const { model } = checked;
buildPhases.lap(early ? 'content lint (rendering)' : 'content lint');

// Gone before anything changes, written again last: after an interrupted build the next one starts clean.
fs.rmSync(recordFile, { force: true });
if (bundles) {
  const status = await bundles.done;
  if (status !== 0) process.exit(status ?? 1);
  if (!early) settle(next);
  // The render threads hold the bundle they loaded from there: done before it moves.
  await early?.started.then((p) => p.rendered).catch(() => undefined);
  await early?.pool.close();
  fs.rmSync(dist, { recursive: true, force: true });
  fs.renameSync(next, dist);
}
buildPhases.lap(previous ? 'bundles kept' : 'vite client + SSR');

// The warm thread renders with the settings read first: those the model holds, unless site.yaml changed since.
const warmed = warm && JSON.stringify(settings.source!.data) === JSON.stringify(model.site) ? warm : void (await warm?.close());
const pool = early?.pool ?? warmed ?? renderPool(path.join(serverDir, 'entry-server.js'), model.site, renderAt);
const prerendering =
  early?.started ??
  startPrerender({ clientDir, template: fs.readFileSync(templateFile, 'utf8'), model, render: pool.render, codeKey: codeKey!, renderAt, previous, writePage: pack.write });
const result = await prerendering
  .then((p) => p.finish(clientDir))
  .catch((err: Error) => {
    // A photo that passed the content check but still cannot be converted: one line, no stack trace.
    if (!(err instanceof ImageError)) throw err;
    console.error(`The build stopped: ${err.message}`);
    process.exit(1);
  })
  .finally(pool.close);
fs.writeFileSync(path.join(dist, 'build.json'), JSON.stringify({ builtAt: new Date().toISOString(), mode, routes: result.routes }, null, 2));
// Every chunk each route loads up front and can ever load: the budgets' record (npm run bench prints it).
const chunks = routeChunks(clientDir, result.routes, undefined, (route) => result.islands[route]);
fs.writeFileSync(path.join(dist, 'route-chunks.json'), JSON.stringify(chunks, null, 2));
buildPhases.lap('budgets');
// A clean build packs every text file; a rebuild only what it wrote.
const packed = await pack.finish(previous && result.changed, result.removed);
buildPhases.lap('brotli');
fs.writeFileSync(recordFile, JSON.stringify({ codeKey: codeKey!, ...result.record } satisfies BuildRecord));

const secs = ((performance.now() - started) / 1000).toFixed(1);
console.log(
  `built ${result.routes.length} routes into ${path.relative(rootDir, dist)}/ in ${secs} s` +
    `${previous ? ` (${result.rendered} ${result.rendered === 1 ? 'page' : 'pages'} rendered, ${result.kept} kept from the last build, bundles too)` : ''}, peak memory ${Math.round(process.resourceUsage().maxRSS / 1024)} MB` +
    ` (${packed.files} text files brotli-packed: ${(packed.bytes / 1024).toFixed(0)} → ${(packed.brotliBytes / 1024).toFixed(0)} KB)`,
);
const pastFirstRoundTrip = firstRoundTripWarning(pagesPastFirstRoundTrip(dist, result.routes));
if (pastFirstRoundTrip) console.warn(`\n${pastFirstRoundTrip}`);
if (process.argv.includes('--timings')) console.log(buildPhases.report());

/**
 * The client and SSR bundles, made by Vite in a process of its own (scripts/build-bundles.ts,
 * whose memory is given back before the pages are rendered) into `dir`. It is handed the site
 * settings this process read and checked against their schema, rather than reading them again.
 */
function makeBundles(dir: string, site: SiteConfig) {
  fs.rmSync(dir, { recursive: true, force: true });
  const child = spawn(process.execPath, [path.join(rootDir, 'scripts/run-bundled.mjs'), 'scripts/build-bundles.ts', path.join(dir, 'client'), path.join(dir, 'server'), ...process.argv.filter((a) => a === '--timings')], {
    stdio: 'inherit',
    cwd: rootDir,
    env: { ...process.env, [HANDED_SITE]: JSON.stringify(site) },
  });
  const done = new Promise<number | null>((resolve) => child.on('close', resolve)).then((status) => {
    if (status !== 0) fs.rmSync(dir, { recursive: true, force: true });
    return status;
  });
  return {
    done,
    async cancel() {
      child.kill();
      await done;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The bundles' folder as the build reads it: the template and the budgets' record out of the client files. */
function settle(dir: string) {
  const client = path.join(dir, 'client');
  // What the build knows of its chunks is for the budgets, not for visitors: out of the published folder.
  fs.renameSync(path.join(client, '.vite'), buildInfoDir(dir));
  // Prerendering "/" writes index.html, so the template is moved aside first.
  fs.renameSync(path.join(client, 'index.html'), path.join(dir, 'template.html'));
}

/** What `promise` settled to, if it has by the time the event loop has turned (else undefined). */
async function settledBy<T>(promise: Promise<T>): Promise<T | undefined> {
  const turned = new Promise<undefined>((resolve) => setImmediate(() => setImmediate(() => resolve(undefined))));
  return Promise.race([promise, turned]);
}

/**
 * The pages rendering from the new bundles in `dir`, into its client folder (the images and the
 * islands' frames are written there), while the lint runs: they are written once it has passed.
 */
async function renderEarly(dir: string) {
  settle(dir);
  const pool = renderPool(path.join(dir, 'server/entry-server.js'), modelled.model.site, renderAt);
  const template = fs.readFileSync(path.join(dir, 'template.html'), 'utf8');
  const started = startPrerender({ clientDir: path.join(dir, 'client'), template, model: modelled.model, render: pool.render, codeKey: codeKey!, renderAt, writePage: pack.write });
  // Under way (its pages sent to the render threads) before the lint starts; its failure (a photo
  // that cannot be converted) is reported after the lint's errors, as it was before.
  await started.catch(() => {});
  return { pool, started };
}
