import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';

// A draft and a scheduled post through `npm run build`: left out of the published site (page,
// sitemap, feed, blog list, every link the engine makes), shown in a preview build with a notice,
// and the post published by the first build after its moment.
const copy = copyProject();
// 2027-01-01 00:00 UTC; the post goes live on 10 January at 9:00 in Sydney (22:00 UTC on the 9th).
const BEFORE = 1_798_761_600;
const AFTER = Date.UTC(2027, 0, 9, 22, 0) / 1000;

async function build(dist: string, epoch: number, args: string[] = []): Promise<string> {
  return execFileSync(process.execPath, [await bundled('scripts/build.ts', copy), ...args], {
    cwd: copy,
    encoding: 'utf8',
    stdio: 'pipe',
    env: copyEnv({ DIST_DIR: dist, SOURCE_DATE_EPOCH: String(epoch) }),
  });
}
const file = (dist: string, rel: string) => path.join(copy, dist, 'client', rel);
const read = (dist: string, rel: string) => fs.readFileSync(file(dist, rel), 'utf8');

beforeAll(() => {
  fs.writeFileSync(
    path.join(copy, 'pages/charlestown-winter-stays.yaml'),
    'path: /charlestown-winter-stays\ndraft: true\ntitle: Charlestown Winter Stays | A Draft Page\ndescription: A landing page still being written, which no build of the site publishes, though the dev server and previews show it.\n' +
      'lodging: { locality: Charlestown, postalCode: "2290", geo: { latitude: -32.9647, longitude: 151.6939 }, topic: Winter stays }\nblocks:\n  - type: hero\n    heading: Winter in Charlestown\n',
  );
  const blog = path.join(copy, 'pages/blog');
  const first = fs.readdirSync(blog).sort()[0];
  const post = fs
    .readFileSync(path.join(blog, first), 'utf8')
    .replace(/^slug: .*$/m, 'slug: summer-by-the-lake')
    .replace(/^title: .*$/m, 'title: Summer by the Lake, a Week of Walks')
    .replace(/^excerpt: .*$/m, 'excerpt: Seven days of walks around Lake Macquarie, written ahead and published on its day, not the day it was written.')
    .replace(/^date: .*$/m, 'date: "2027-01-10"\npublishAt: 2027-01-10 09:00');
  fs.writeFileSync(path.join(blog, 'summer-by-the-lake.md'), post);
}, 60_000);
afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

it('leaves a draft and a post scheduled later out of the build, its sitemap, its feed and the links the engine makes', async () => {
  const out = await build('dist', BEFORE);
  expect(out).toMatch(/Not published: \/charlestown-winter-stays \(pages\/charlestown-winter-stays\.yaml\), a draft\./);
  expect(out).toMatch(/Not published: \/blog\/summer-by-the-lake \(pages\/blog\/summer-by-the-lake\.md\), scheduled for Sunday 10 January 2027, 9:00 am/);
  expect(fs.existsSync(file('dist', 'charlestown-winter-stays/index.html'))).toBe(false);
  expect(fs.existsSync(file('dist', 'blog/summer-by-the-lake/index.html'))).toBe(false);
  const every = fs.readdirSync(path.join(copy, 'dist/client'), { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|xml|txt)$/.test(f));
  // No page (the blog list, nearby-areas, the footer, the not-found pages' lists), no sitemap, no feed names them.
  expect(every.filter((f) => /charlestown-winter-stays|summer-by-the-lake/.test(read('dist', f)))).toEqual([]);
}, 240_000);

it('shows both in a preview build, marked as not published and kept from search engines', async () => {
  await build('dist-preview', BEFORE, ['--drafts']);
  const draft = read('dist-preview', 'charlestown-winter-stays/index.html');
  expect(draft).toContain('Not published: this page is a draft. Only the dev server and previews show it.');
  expect(draft).toMatch(/<meta name="robots" content="noindex, nofollow"/);
  expect(read('dist-preview', 'blog/summer-by-the-lake/index.html')).toMatch(/Not published: this page is scheduled for Sunday 10 January 2027/);
  expect(read('dist-preview', 'sitemap.xml')).not.toMatch(/charlestown-winter-stays|summer-by-the-lake/);
  expect(read('dist-preview', 'rss.xml')).not.toContain('summer-by-the-lake');
}, 240_000);

it('publishes the post with the first build after its moment, in the blog and the feed, and still not the draft', async () => {
  await build('dist', AFTER);
  const post = read('dist', 'blog/summer-by-the-lake/index.html');
  expect(post).not.toContain('Not published');
  expect(read('dist', 'blog/index.html')).toContain('/blog/summer-by-the-lake');
  expect(read('dist', 'rss.xml')).toContain('/blog/summer-by-the-lake');
  expect(read('dist', 'sitemap.xml')).toContain('/blog/summer-by-the-lake');
  expect(fs.existsSync(file('dist', 'charlestown-winter-stays/index.html'))).toBe(false);
}, 240_000);
