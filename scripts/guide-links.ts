// `npm run guide-links`: every stay in the booking feed whose guide has not closed yet, soonest
// first, with its days, the guest's name where the feed has one, its code, its link, when they
// work and a message ready to paste into the booking platform's chat with the guest
// (docs/hosting.md#the-digital-guide); `-- --json` prints the same as JSON for scripts. Reads the feed
// the server reads (AVAILABILITY_ICAL_URLS, or the calendar file) and the server's secret
// (GUIDE_SECRET, or the secret file the server keeps, GUIDE_SECRET_FILE, `.guide-secret` in the
// folder it runs from), so it prints the codes the server accepts.
import { loadSite } from '../src/content/load-content';
import { formatErrors } from '../src/content/errors';
import { rootDir } from '../src/core/paths';
import { openStore } from '../src/server/store';
import { sourceSettings } from '../src/server/availability/sources';
import type { ServerDeps } from '../src/server/deps';
import { configuredSecret, guideSecret, secretFile } from '../src/server/guide/secret';
import { guideStays } from '../src/server/guide/stays';
import { stayLines } from '../src/server/guide/stay-lines';
import { stayMessage } from '../src/server/guide/stay-message';
import { SettingsError } from '../src/server/guide/passcode';

const { site, errors } = loadSite();
if (errors.length) {
  console.error(`site.yaml is invalid; fix it first:\n\n${formatErrors(errors)}`);
  process.exit(1);
}
const env = process.env;
const json = process.argv.includes('--json');
const rule = '-'.repeat(72);
const { store } = openStore(env, { max: 1 });
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
    const where = configuredSecret(env) ? 'GUIDE_SECRET' : `the secret file ${secretFile(env)}`;
    if (json) {
      const iso = (ms: number) => new Date(ms).toISOString();
      const list = stays.map((a) => {
        const l = stayLines(a, site.baseUrl, timeZone);
        return { checkIn: a.stay.start, checkOut: a.stay.end, guest: a.stay.guest ?? null, code: l.code, link: l.link, opensAt: iso(a.opensAt), closesAt: iso(a.closesAt), open: now >= a.opensAt, message: stayMessage(a, site, now) };
      });
      console.log(JSON.stringify({ feed: from, secret: configuredSecret(env) ? 'GUIDE_SECRET' : secretFile(env), stays: list }, null, 2));
    } else {
      console.log(`${stays.length} stay${stays.length === 1 ? '' : 's'} in ${from} (codes from ${where}):\n`);
      for (const a of stays) {
        const l = stayLines(a, site.baseUrl, timeZone);
        const state = now >= a.opensAt ? 'open now' : `opens ${l.works.split(' to ')[0].replace(/^from /, '')}`;
        const who = a.stay.guest ? `${a.stay.guest}   ` : '';
        console.log(`  ${l.stay}   ${who}${state}\n    code   ${l.code}\n    link   ${l.link}\n    works  ${l.works}\n    message, ready to paste into the booking's chat:\n${rule}\n${stayMessage(a, site, now)}\n${rule}\n`);
      }
      if (!configuredSecret(env)) console.log(`Run this in the folder the server runs from (its secret file), or set the same GUIDE_SECRET for both: other codes would print.`);
    }
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
