import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';

// A rebuild into the folder of the last build keeps what did not change. Whatever changed, what
// the server reads must then be, byte for byte, what a clean build of the same sources makes.
const copy = copyProject();
// One moment for every build, whatever the clock says: the live calendar's time-zone table
// starts from it, the footer's © takes its year. 2027-01-01T00:00:00Z.
const EPOCH = 1_798_761_600;

async function build(dist: string, args: string[] = [], env: Record<string, string> = {}): Promise<string> {
  return execFileSync(process.execPath, [await bundled('scripts/build.ts', copy), ...args], {
    cwd: copy,
    encoding: 'utf8',
    stdio: 'pipe',
    env: copyEnv({ DIST_DIR: dist, SOURCE_DATE_EPOCH: String(EPOCH), ...env }),
  });
}

/** Every file the server reads (dist/client, dist/precompressed) with a hash of its content. */
function served(dist: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const top of ['client', 'precompressed'])
    for (const rel of fs.readdirSync(path.join(copy, dist, top), { recursive: true, encoding: 'utf8' })) {
      const file = path.join(copy, dist, top, rel);
      if (fs.statSync(file).isFile()) out.set(`${top}/${rel}`, createHash('sha1').update(fs.readFileSync(file)).digest('hex'));
    }
  return out;
}

/** The files in which the rebuilt folder and a clean build differ (none, when the rebuild is right). */
async function differencesFromClean(): Promise<string[]> {
  await build('dist-clean', ['--clean']);
  const [rebuilt, clean] = [served('dist-inc'), served('dist-clean')];
  return [...new Set([...rebuilt.keys(), ...clean.keys()])].filter((f) => rebuilt.get(f) !== clean.get(f)).sort();
}

const edit = (rel: string, from: string | RegExp, to: string) => {
  const file = path.join(copy, rel);
  const text = fs.readFileSync(file, 'utf8');
  expect(text, `${from} in ${rel}`).toMatch(from);
  fs.writeFileSync(file, text.replace(from, to));
};
const kept = (out: string) => Number(/(\d+) kept from the last build, bundles too/.exec(out)?.[1] ?? -1);
/** HTML files the rebuild rendered (routes and not-found pages), as it says. */
const rendered = (out: string) => Number(/(\d+) pages? rendered/.exec(out)?.[1] ?? -1);
const mtime = (rel: string) => fs.statSync(path.join(copy, 'dist-inc', rel)).mtimeMs;
/** Every built page's HTML file, relative to the client folder. */
const pages = () => fs.readdirSync(path.join(copy, 'dist-inc/client'), { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.html'));
const routes = () => JSON.parse(fs.readFileSync(path.join(copy, 'dist-inc/build.json'), 'utf8')).routes as string[];
const fontHref = () => /<meta name="display-font" content="(\/assets\/display-[^"]+)"/.exec(fs.readFileSync(path.join(copy, 'dist-inc/client/about/index.html'), 'utf8'))![1];

beforeAll(async () => {
  await build('dist-inc');
}, 240_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

it('renders every page as of SOURCE_DATE_EPOCH, not of the clock', async () => {
  const bookings = fs.readFileSync(path.join(copy, 'dist-inc/client/bookings/index.html'), 'utf8');
  // The calendar's table starts a day before, so a page built late in the day covers its first visitors.
  expect(bookings).toContain(`&quot;offsets&quot;:[[${EPOCH * 1000 - 86_400_000},`);
  expect(bookings).toMatch(/© <span>2027<\/span>/);
  // A failed command's error carries what it printed.
  await expect(build('dist-bad', [], { SOURCE_DATE_EPOCH: 'yesterday' })).rejects.toThrow('SOURCE_DATE_EPOCH must be whole seconds since 1970, like 1767225600 (it is "yesterday")');
  expect(fs.existsSync(path.join(copy, 'dist-bad'))).toBe(false);
});

describe('a rebuild gives exactly the output of a clean build', () => {
  it("after a change to one page's text: only that page is rendered, nothing else is touched", async () => {
    const untouched = ['client/about/index.html', 'precompressed/about/index.html.br', 'client/404.html', 'precompressed/404.html.br', 'client/sitemap.xml'];
    const before = untouched.map(mtime);
    const total = routes().length;
    edit('pages/kahibah-accommodation.yaml', 'heading: Kahibah Accommodation with a Village Feel', 'heading: Kahibah Accommodation, a Leafy Village Stay');

    const out = await build('dist-inc');
    expect(rendered(out)).toBe(1);
    expect(kept(out)).toBe(total - 1);
    expect(untouched.map(mtime)).toEqual(before);
    expect(fs.readFileSync(path.join(copy, 'dist-inc/client/kahibah-accommodation/index.html'), 'utf8')).toContain('a Leafy Village Stay</h1>');
    expect(await differencesFromClean()).toEqual([]);
  }, 240_000);

  it('after a landing page is deleted: the pages that listed it and the not-found pages are rendered, the rest stay untouched', async () => {
    const untouched = ['client/about/index.html', 'precompressed/about/index.html.br'];
    const before = untouched.map(mtime);
    const total = routes().length;
    // The second Charlestown page: not the footer's page for its place, nor other places' (they
    // list each place once), but in the nearby-areas block of Charlestown's main page.
    fs.rmSync(path.join(copy, 'pages/charlestown-family-accommodation.yaml'));
    const listedIt = ['/charlestown-accommodation'];

    const out = await build('dist-inc');
    // The pages that listed it, and the two not-found pages, which list every page.
    expect(rendered(out)).toBe(listedIt.length + 2);
    expect(kept(out)).toBe(total - 1 - listedIt.length);
    expect(untouched.map(mtime)).toEqual(before);
    expect(fs.readFileSync(path.join(copy, 'dist-inc/client/404.html'), 'utf8')).not.toContain('/charlestown-family-accommodation');
    for (const route of listedIt) expect(fs.readFileSync(path.join(copy, `dist-inc/client${route}/index.html`), 'utf8')).not.toContain('/charlestown-family-accommodation');
    expect(fs.existsSync(path.join(copy, 'dist-inc/client/charlestown-family-accommodation'))).toBe(false);
    expect(fs.existsSync(path.join(copy, 'dist-inc/precompressed/charlestown-family-accommodation/index.html.br'))).toBe(false);
    expect(await differencesFromClean()).toEqual([]);
  }, 240_000);

  it('after a page uses a character no page used before: the font is cut again and kept pages load the new one', async () => {
    const oldFont = fontHref();
    edit('pages/kahibah-accommodation.yaml', 'a Leafy Village Stay', 'a Leafy Village Stay, as Søren Found It');

    const out = await build('dist-inc');
    expect(rendered(out)).toBe(1);
    expect(kept(out)).toBe(routes().length - 1);
    expect(fontHref()).not.toBe(oldFont);
    expect(fs.existsSync(path.join(copy, 'dist-inc/client', oldFont))).toBe(false);
    expect(await differencesFromClean()).toEqual([]);
  }, 240_000);

  it('after a change to site.yaml: every page is rendered again, the bundles are kept', async () => {
    edit('site.yaml', 'banner: Charlestown Guesthouse ·', 'banner: Charlestown Guesthouse, est. 2019 ·');

    const out = await build('dist-inc');
    expect(kept(out)).toBe(0);
    expect(rendered(out)).toBe(routes().length + 2);
    expect(fs.readFileSync(path.join(copy, 'dist-inc/client/about/index.html'), 'utf8')).toContain('est. 2019');
    expect(await differencesFromClean()).toEqual([]);
  }, 240_000);

  it('after the check-in time moves in site.yaml: no page still says the old time, and every page that said it says the new one', async () => {
    const saying = (time: RegExp) => pages().filter((rel) => time.test(fs.readFileSync(path.join(copy, 'dist-inc/client', rel), 'utf8')));
    const threePm = /\b3(?::00)?\s?[Pp]\.?[Mm]\b/;
    const before = saying(threePm);
    expect(before.length).toBeGreaterThan(3);
    edit('site.yaml', 'checkIn: "15:00"', 'checkIn: "14:00"');
    await build('dist-inc');
    expect(saying(threePm)).toEqual([]);
    expect(saying(/\b2:00 PM\b/)).toEqual(expect.arrayContaining(before));
  }, 240_000);

  it("after a change to a block's code: the bundles are built again", async () => {
    edit('src/blocks/feature-list/feature-list.tsx', '<h2>{block.heading}</h2>', '<h2 className="list-heading">{block.heading}</h2>');

    const out = await build('dist-inc');
    expect(kept(out)).toBe(-1);
    expect(fs.readFileSync(path.join(copy, 'dist-inc/client/kahibah-accommodation/index.html'), 'utf8')).toContain('<h2 class="list-heading">');
    expect(await differencesFromClean()).toEqual([]);
  }, 240_000);
});
