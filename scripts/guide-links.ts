// `npm run guide-links`: every stay in the booking feed whose guide has not closed yet, soonest
// first, with its days, its code, its link and when they work: what the host puts in the
// booking platform's message to each guest (docs/hosting.md#the-digital-guide). Reads the feed
// the server reads (AVAILABILITY_ICAL_URLS, or the calendar file) and the server's secret
// (GUIDE_SECRET, or the one the server keeps in its store: Postgres when DATABASE_URL or
// SUPABASE_DB_URL is set, otherwise the database under DATA_DIR), so it prints the codes the
// server accepts.
import { loadSite } from '../src/content/load-content';
import { formatErrors } from '../src/content/errors';
import { rootDir } from '../src/content/paths';
import { openStore } from '../src/server/store';
import { sourceSettings } from '../src/server/availability/sources';
import type { ServerDeps } from '../src/server/deps';
import { configuredSecret, guideSecret } from '../src/server/guide/secret';
import { guideStays } from '../src/server/guide/stays';
import { stayLines } from '../src/server/guide/stay-lines';
import { SettingsError } from '../src/server/guide/passcode';

const { site, errors } = loadSite();
if (errors.length) {
  console.error(`site.yaml is invalid; fix it first:\n\n${formatErrors(errors)}`);
  process.exit(1);
}
const env = process.env;
const { store, label } = openStore(env, { max: 1 });
try {
  const quiet = { info() {}, warn() {}, error() {} };
  const deps: ServerDeps = { site, store, env, rootDir, distDir: '', now: Date.now, log: quiet };
  const secret = guideSecret(env, store);
  const index = await guideStays(deps, secret).read();
  const feed = sourceSettings(env, rootDir);
  const from = feed.sources.map((s) => s.label).join(', ') || feed.problem || 'no feed';
  if (!index) {
    console.error(`The booking feed could not be read (${from}): no stay, so no code. Check AVAILABILITY_ICAL_URLS, or the calendar file.`);
    process.exitCode = 1;
  } else {
    const now = Date.now();
    const { timeZone } = site.property;
    const stays = index.all.filter((a) => a.closesAt > now);
    const where = configuredSecret(env) ? 'GUIDE_SECRET' : `the secret the server keeps in ${label}`;
    console.log(`${stays.length} stay${stays.length === 1 ? '' : 's'} in ${from} (codes from ${where}):\n`);
    for (const a of stays) {
      const l = stayLines(a, site.baseUrl, timeZone);
      const state = now >= a.opensAt ? 'open now' : `opens ${l.works.split(' to ')[0].replace(/^from /, '')}`;
      console.log(`  ${l.stay}   ${state}\n    code   ${l.code}\n    link   ${l.link}\n    works  ${l.works}\n`);
    }
    if (!configuredSecret(env)) console.log(`Run this where the server keeps its data (the same DATA_DIR or DATABASE_URL), or set the same GUIDE_SECRET for both: other codes would print.`);
  }
} catch (err) {
  if (!(err instanceof SettingsError)) throw err;
  console.error(err.message);
  process.exitCode = 1;
} finally {
  await store.close();
  // The feed parser's thread would keep the process waiting for more feeds.
  process.exit();
}
