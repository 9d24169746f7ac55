import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { runAxe, WCAG } from '../../harness/axe';
import { collectErrors, freshContext } from '../../harness/browser';
import { startDevServer, type DevServer } from '../../harness/dev-server';
import { landing, makeLandingPage } from '../../harness/editor-marketer';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';
import { messages } from '../../src/core/messages';
import { closeContexts, workerBrowser } from '../support/live';

// The browser editor on `npm run dev` (src/build/editor/, src/editor/), in a scratch copy of the
// project with the tests' site: a marketer's changes through its forms reach the YAML in place,
// and what does not come from its own page, or would write outside the content, changes nothing.
const copy = copyProject();
const file = (rel: string) => path.join(copy, rel);
const read = (rel: string) => fs.readFileSync(file(rel), 'utf8');
let dev: DevServer;
let browser: Browser;

interface Finding {
  id: string;
  file: string;
  where: string;
  message: string;
  hint?: string;
  severity: 'error' | 'warning';
}
/** `npm run validate` in the copy: its exit code and its errors, as `--format json` lists them. */
async function validate(): Promise<{ status: number; errors: Finding[] }> {
  const run = spawnSync(process.execPath, [await bundled('scripts/validate.ts', copy), '--format', 'json'], { cwd: copy, env: copyEnv(), encoding: 'utf8' });
  return { status: run.status ?? -1, errors: (JSON.parse(run.stdout).findings as Finding[]).filter((f) => f.severity === 'error') };
}

/** `git diff --numstat` of two texts: lines added and removed. */
function numstat(before: string, after: string): string {
  const dir = fs.mkdtempSync(path.join(copy, 'diff-'));
  fs.writeFileSync(path.join(dir, 'a'), before);
  fs.writeFileSync(path.join(dir, 'b'), after);
  const out = spawnSync('git', ['diff', '--no-index', '--numstat', 'a', 'b'], { cwd: dir, encoding: 'utf8' }).stdout;
  fs.rmSync(dir, { recursive: true });
  return out.split('\t').slice(0, 2).join(' ');
}

async function openEditor(page: Page, route: string) {
  await page.goto(`${dev.url}/__editor/?page=${route}`);
  await page.locator('.file-name').waitFor({ timeout: 60_000 });
}
const preview = (page: Page) => page.frameLocator('iframe[name="editor-preview"]');
const blockButton = (page: Page, n: number) => page.locator(`#block-${n - 1}`);
// Each test has a context of its own (harness/browser.ts freshContext): the editor's page frames
// the site's, and a tab lent on would carry a preview's reloads into the next test.

beforeAll(async () => {
  // A comment above the hero and one after the title: an edit must keep both.
  const kahibah = read('pages/kahibah-accommodation.yaml')
    .replace('\n  - type: hero\n', '\n  # The first screen: keep the heading short.\n  - type: hero\n')
    .replace(/^(title: .*)$/m, '$1 # shown in the tab');
  fs.writeFileSync(file('pages/kahibah-accommodation.yaml'), kahibah);
  dev = await startDevServer(copy);
  browser = await workerBrowser();
}, 240_000);
afterAll(async () => {
  await closeContexts(browser);
  await dev?.stop();
  fs.rmSync(copy, { recursive: true, force: true });
});

describe.sequential('the browser editor', () => {
  it('changes a hero heading: a one-line diff with the comments kept, the page re-rendered beside it; undo and redo', { timeout: 120_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    const errors = collectErrors(page);
    const before = read('pages/kahibah-accommodation.yaml');
    await openEditor(page, '/kahibah-accommodation');
    await blockButton(page, 1).click();
    await page.getByLabel('Heading*', { exact: true }).fill('Kahibah stays with a village feel');
    await expect.poll(() => read('pages/kahibah-accommodation.yaml'), { timeout: 20_000 }).toContain('heading: Kahibah stays with a village feel\n');
    const after = read('pages/kahibah-accommodation.yaml');
    expect(numstat(before, after)).toBe('1 1');
    expect(after).toContain('  # The first screen: keep the heading short.\n  - type: hero\n');
    expect(after).toMatch(/^title: .* # shown in the tab$/m);
    await expect.poll(() => preview(page).locator('h1').innerText(), { timeout: 30_000 }).toBe('Kahibah stays with a village feel');

    // Undo and redo cover the change, by keyboard.
    await page.keyboard.press('Control+z');
    await expect.poll(() => read('pages/kahibah-accommodation.yaml'), { timeout: 20_000 }).toBe(before);
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => read('pages/kahibah-accommodation.yaml'), { timeout: 20_000 }).toBe(after);
    expect(errors).toEqual([]);
    await ctx.close();
  });

  it('shows validate’s own message at a required field left empty, and the page list says it is not publishable yet', { timeout: 120_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    const original = read('pages/kahibah-accommodation.yaml');
    await openEditor(page, '/kahibah-accommodation');
    await blockButton(page, 1).click();
    await page.getByLabel('Heading*', { exact: true }).fill('');
    await expect.poll(() => read('pages/kahibah-accommodation.yaml'), { timeout: 20_000 }).toContain('    heading: ""\n');
    const { status, errors } = await validate();
    expect(status).toBe(1);
    const problem = errors.find((f) => f.file.endsWith('pages/kahibah-accommodation.yaml') && f.where === 'blocks[0] (hero) heading')!;
    expect(problem.message).toBeTruthy();
    await expect.poll(() => page.locator('#b0_heading__error').innerText(), { timeout: 20_000 }).toContain(problem.message);
    expect(await page.locator('#b0_heading__error').innerText()).toContain(problem.hint!);
    expect(await page.getByLabel('Heading*', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    // Said to a screen reader too, once, in the same words.
    await expect.poll(() => page.locator('.sr-only[role="status"]').innerText()).toContain(problem.message);
    // The preview's overlay shows it too, and leaves the focus in the field being typed in.
    await expect.poll(() => preview(page).locator('.dev-problems').count(), { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('b0_heading');
    await page.getByRole('button', { name: 'All pages' }).click();
    await expect.poll(() => page.locator('.file-list li', { hasText: '/kahibah-accommodation' }).innerText()).toContain('not publishable yet');
    await page.locator('.file-list li', { hasText: '/kahibah-accommodation' }).getByRole('button').click();
    await blockButton(page, 1).click();
    await page.getByLabel('Heading*', { exact: true }).fill('Kahibah Accommodation with a Village Feel');
    await expect.poll(() => read('pages/kahibah-accommodation.yaml'), { timeout: 20_000 }).toBe(original.replace('Kahibah stays with a village feel', 'Kahibah Accommodation with a Village Feel'));
    await ctx.close();
  });

  it('shows a field left out of the YAML at that field, and the dev overlay says what to do, both from validate’s message', { timeout: 120_000 }, async () => {
    const rel = 'pages/blog.yaml';
    const original = read(rel);
    const at = (parse(original).blocks as { type: string }[]).findIndex((b) => b.type === 'cta');
    fs.writeFileSync(file(rel), original.replace('    heading: Plan your Newcastle escape\n', ''));
    try {
      const { errors } = await validate();
      const problem = errors.find((f) => f.file === rel && f.id === messages.fieldMissing.id)!;
      expect(problem.message).toMatch(/^'heading' is missing/);
      const ctx = await freshContext(browser);
      const page = await ctx.newPage();
      // The dev server has checked the file as saved once its overlay shows the problem, with the catalogue's paragraph.
      await page.goto(`${dev.url}/blog`);
      const overlay = page.locator('.dev-problems');
      await expect.poll(() => overlay.textContent().catch(() => ''), { timeout: 30_000 }).toContain(problem.message);
      expect(await overlay.locator('dt', { hasText: messages.fieldMissing.id }).count()).toBe(1);
      expect(await overlay.locator('dd').first().innerText()).toBe(messages.fieldMissing.docs);
      await openEditor(page, '/blog');
      await blockButton(page, at + 1).click();
      await expect.poll(() => page.locator(`#b${at}_heading__error`).innerText().catch(() => ''), { timeout: 20_000 }).toContain(problem.message);
      // At the field, not above the block's form as well.
      expect(await page.locator('.block-row.open .block-form > p.problem').count()).toBe(0);
      await ctx.close();
    } finally {
      fs.writeFileSync(file(rel), original);
    }
  });

  it('reorders blocks by keyboard alone', { timeout: 120_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    const types = () => (parse(read('pages/lake-macquarie-accommodation.yaml')).blocks as { type: string }[]).map((b) => b.type);
    const before = types();
    await openEditor(page, '/lake-macquarie-accommodation');
    await blockButton(page, 2).focus();
    await page.keyboard.press('Alt+ArrowDown');
    const moved = [before[0], before[2], before[1], ...before.slice(3)];
    await expect.poll(types, { timeout: 20_000 }).toEqual(moved);
    // Focus follows the block, so it can be moved on.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('block-2');
    await page.keyboard.press('Alt+ArrowUp');
    await expect.poll(types, { timeout: 20_000 }).toEqual(before);
    await ctx.close();
  });

  it('adds a FAQ block with two questions: on the page, and validate passes', { timeout: 150_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    await openEditor(page, '/newcastle-accommodation');
    const n = await page.locator('.block-row').count();
    await page.getByRole('button', { name: '+ Add a block' }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: /^Questions and answers\b/ }).click();
    const form = page.locator('.block-row.open');
    await form.getByLabel('Heading*', { exact: true }).fill('Questions about Newcastle stays');
    for (const [i, [q, a]] of [
      ['How far is the city centre?', 'About 9 km: 15 minutes by car.'],
      ['Can I check in late?', 'Yes, self check-in is from {checkIn}.'],
    ].entries()) {
      await form.getByRole('button', { name: '+ Add' }).click();
      await page.locator(`#b${n}_items_${i}_question`).fill(q);
      await page.locator(`#b${n}_items_${i}_answer`).fill(a);
    }
    await expect
      .poll(() => (parse(read('pages/newcastle-accommodation.yaml')).blocks as { type: string; items?: unknown[] }[]).at(-1), { timeout: 20_000 })
      .toEqual({
        type: 'faq',
        heading: 'Questions about Newcastle stays',
        items: [
          { question: 'How far is the city centre?', answer: 'About 9 km: 15 minutes by car.' },
          { question: 'Can I check in late?', answer: 'Yes, self check-in is from {checkIn}.' },
        ],
      });
    await expect.poll(() => preview(page).getByText('Can I check in late?').count(), { timeout: 30_000 }).toBe(1);
    expect(await validate()).toEqual({ status: 0, errors: [] });
    await ctx.close();
  });

  it('picks a photo from public/images, and copies one from the computer under a clean name; refuses a file that is not a photo', { timeout: 120_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    await openEditor(page, '/charlestown-accommodation');
    await blockButton(page, 1).click();
    const form = page.locator('.block-row.open');
    await form.getByRole('button', { name: 'Choose photo…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a photo' });
    await dialog.getByRole('button', { name: 'interior-kitchen.jpg' }).click();
    await expect.poll(() => parse(read('pages/charlestown-accommodation.yaml')).blocks[0].image.src, { timeout: 20_000 }).toBe('/images/interior-kitchen.jpg');

    // Not a photo, whatever its name: refused, nothing written.
    const images = () => fs.readdirSync(file('public/images')).sort();
    const had = images();
    await form.getByRole('button', { name: 'Choose photo…' }).click();
    await dialog.locator('input[type=file]').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
    await expect.poll(() => dialog.getByRole('alert').innerText()).toContain('not a photo the site can show');
    expect(images()).toEqual(had);
    // A photo from the computer: copied under a clean name, and chosen.
    await dialog.locator('input[type=file]').setInputFiles({ name: 'My Holiday Photo (2).JPG', mimeType: 'image/jpeg', buffer: fs.readFileSync(file('public/images/interior-kitchen.jpg')) });
    await expect.poll(() => parse(read('pages/charlestown-accommodation.yaml')).blocks[0].image.src, { timeout: 20_000 }).toBe('/images/my-holiday-photo-2.jpg');
    expect(images()).toEqual([...had, 'my-holiday-photo-2.jpg'].sort());
    await ctx.close();
  });

  it('sees the file changed on disk while its form is open: says so, and writes nothing over it', { timeout: 120_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    await openEditor(page, '/about');
    await blockButton(page, 1).click();
    const heading = page.locator('.block-row.open').getByLabel('Heading*', { exact: true });
    const mine = `${await heading.inputValue()} (mine)`;
    await heading.fill(mine);
    await expect.poll(() => read('pages/about.yaml'), { timeout: 20_000 }).toContain(mine);
    // Someone else's save, from a text editor or a git checkout, while the form is open.
    const theirs = read('pages/about.yaml').replace(/^title: .*$/m, 'title: About Charlestown Guesthouse | Changed in a text editor');
    fs.writeFileSync(file('pages/about.yaml'), theirs);
    const alert = page.locator('.conflict');
    await expect.poll(() => alert.innerText().catch(() => ''), { timeout: 30_000 }).toContain('pages/about.yaml changed on disk');
    // Nothing lost, nothing written over: theirs on disk, mine in the form, which waits for a choice.
    expect(await heading.inputValue()).toBe(mine);
    expect(await heading.isDisabled()).toBe(true);
    expect(read('pages/about.yaml')).toBe(theirs);
    await alert.getByRole('button', { name: 'Show the file as it is on disk' }).click();
    await expect.poll(() => page.locator('#f_title').inputValue()).toBe('About Charlestown Guesthouse | Changed in a text editor');
    expect(read('pages/about.yaml')).toBe(theirs);
    await ctx.close();
  });

  it('opens a file with a YAML syntax error read-only, the error at its line', async () => {
    const broken = 'path: /broken\ntitle: [unclosed\n';
    fs.writeFileSync(file('pages/broken.yaml'), broken);
    try {
      const ctx = await freshContext(browser);
      const page = await ctx.newPage();
      await page.goto(`${dev.url}/__editor/?file=pages/broken.yaml`);
      const notice = page.locator('.readonly');
      await expect.poll(() => notice.innerText(), { timeout: 30_000 }).toMatch(/Line \d+, column \d+: YAML syntax error/);
      expect(await page.locator('.panel input, .panel textarea').count()).toBe(0);
      expect(read('pages/broken.yaml')).toBe(broken);
      await ctx.close();
    } finally {
      fs.rmSync(file('pages/broken.yaml'));
    }
  });

  it('creates a new landing page from the block palette: told what is left, then it builds, linked from the other pages', { timeout: 300_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    // Every value typed into a form (harness/editor-marketer.ts); it waits for "not publishable
    // yet" after the page is made, and for "Publishable" once it is filled in.
    await makeLandingPage(page, dev.url);
    await expect.poll(() => parse(read(landing.file)), { timeout: 20_000 }).toMatchObject({ path: landing.path, title: landing.title, blocks: [{ type: 'hero', heading: landing.heading }, { type: 'text', paragraphs: [landing.paragraph] }] });
    expect(await validate()).toEqual({ status: 0, errors: [] });

    const dist = 'dist-editor';
    execFileSync(process.execPath, [await bundled('scripts/build.ts', copy)], { cwd: copy, env: copyEnv({ DIST_DIR: dist }), stdio: 'pipe' });
    expect(fs.readFileSync(file(`${dist}/client${landing.path}/index.html`), 'utf8')).toContain(landing.heading);
    // The footer's "Areas we serve", on every page, links each landing page.
    expect(fs.readFileSync(file(`${dist}/client/about/index.html`), 'utf8')).toContain(`href="${landing.path}"`);
    await ctx.close();
  });

  it('edits a blog post’s fields and site.yaml the same way: one line each, the post’s text and site.yaml’s comments kept', { timeout: 120_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    const post = 'pages/blog/coastal-walks-newcastle-area.md';
    const before = read(post);
    await page.goto(`${dev.url}/__editor/?file=${post}`);
    await page.locator('#f_readTime').fill('7 min read');
    await expect.poll(() => read(post), { timeout: 20_000 }).toContain('readTime: 7 min read\n');
    expect(numstat(before, read(post))).toBe('1 1');

    const site = read('site.yaml');
    await page.getByRole('button', { name: 'All pages' }).click();
    await page.locator('.file-list li', { hasText: 'site.yaml' }).getByRole('button').click();
    await page.locator('#f_contact_phone').fill('+61 400 111 222');
    await expect.poll(() => read('site.yaml'), { timeout: 20_000 }).toContain('+61 400 111 222');
    expect(numstat(site, read('site.yaml'))).toBe('1 1');
    // The comment after the value, aligned as it was.
    expect(read('site.yaml')).toMatch(/^ {2}phone: "\+61 400 111 222" +# setting$/m);
    await ctx.close();
  });

  it('offers the placeholders as you type `{` and the site’s pages and sections as links', { timeout: 120_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    await openEditor(page, '/charlestown-family-accommodation');
    await blockButton(page, 1).click();
    const text = page.locator('#b0_text');
    await text.fill('');
    await text.pressSequentially('Check in from {chec');
    const list = page.getByRole('listbox', { name: 'Placeholders filled from site.yaml' });
    const offered = await list.getByRole('option').allInnerTexts();
    expect(offered[0]).toMatch(/^\{checkIn\}\s+\d{1,2}:\d\d [AP]M$/);
    expect(offered).toContainEqual(expect.stringMatching(/^\{checkOut\}/));
    expect(offered.every((o) => o.startsWith('{chec'))).toBe(true);
    await page.keyboard.press('Enter');
    expect(await text.inputValue()).toBe('Check in from {checkIn}');
    await expect.poll(() => parse(read('pages/charlestown-family-accommodation.yaml')).blocks[0].text, { timeout: 20_000 }).toBe('Check in from {checkIn}');
    // A button's link offers every route and each section a #link can reach.
    const href = page.locator('#b0_buttons_0_href');
    const options = await page.locator(`datalist#${await href.getAttribute('list')} option`).evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value));
    expect(options).toEqual(expect.arrayContaining(['/bookings', '/contact', '/contact#contact-form', '@booking']));
    await ctx.close();
  });

  it('starts a page from a copy of another, and says it is still a copy; a block is removed only once confirmed, and moved by drag', { timeout: 120_000 }, async () => {
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    await openEditor(page, '/');
    await page.getByRole('button', { name: 'New page' }).click();
    const dialog = page.getByRole('dialog', { name: 'New page' });
    await dialog.getByLabel('Page title').fill('Charlestown Stays for Families | Charlestown Guesthouse');
    await dialog.getByRole('radio', { name: /A copy of another page/ }).check();
    await dialog.getByLabel('Page to copy').selectOption('pages/charlestown-family-accommodation.yaml');
    await dialog.getByRole('button', { name: 'Create the page' }).click();
    await expect.poll(() => page.locator('.file-problems').innerText().catch(() => ''), { timeout: 30_000 }).toContain('the same text as');
    const copyFile = 'pages/charlestown-stays-for-families.yaml';
    expect(parse(read(copyFile)).path).toBe('/charlestown-stays-for-families');
    expect(read(copyFile).split('\n').slice(3).join('\n')).toBe(read('pages/charlestown-family-accommodation.yaml').split('\n').slice(3).join('\n'));

    const types = () => (parse(read(copyFile)).blocks as { type: string }[]).map((b) => b.type);
    const before = types();
    let asked = '';
    page.once('dialog', (d) => ((asked = d.message()), void d.dismiss()));
    await page.getByRole('button', { name: 'Remove block 2' }).click();
    expect(asked).toMatch(/^Remove block 2, /);
    expect(types()).toEqual(before);
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: 'Remove block 2' }).click();
    await expect.poll(types, { timeout: 20_000 }).toEqual([before[0], ...before.slice(2)]);
    // Dragged once the form shows what was written, as a marketer would: a list redrawn mid-drag drops it.
    await expect.poll(() => page.locator('.block-row').count()).toBe(before.length - 1);
    await expect.poll(() => page.locator('.status').innerText()).toMatch(/^Saved/);

    await page.locator('.block-row').nth(0).locator('.handle').dragTo(page.locator('.block-row').nth(2));
    await expect.poll(types, { timeout: 20_000 }).toEqual([before[2], before[3], before[0], ...before.slice(4)]);
    await ctx.close();
  });

  it('makes a block added with npm run new-block editable at once', { timeout: 240_000 }, async () => {
    execFileSync(process.execPath, ['--import', 'tsx', 'scripts/new-block.ts', 'tide-times'], { cwd: copy, env: copyEnv(), stdio: 'pipe' });
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    await openEditor(page, '/kahibah-accommodation');
    await page.getByRole('button', { name: '+ Add a block' }).click();
    await page.getByRole('dialog', { name: 'Add a block' }).getByRole('button', { name: /^Tide times\b/ }).click();
    await page.locator('.block-row.open').getByLabel('Heading*', { exact: true }).fill('Tides at the baths');
    await expect.poll(() => (parse(read('pages/kahibah-accommodation.yaml')).blocks as unknown[]).at(-1), { timeout: 30_000 }).toEqual({ type: 'tide-times', heading: 'Tides at the baths' });
    await ctx.close();
  });

  for (const colorScheme of ['light', 'dark'] as const)
    it(`has nothing axe finds, ${colorScheme} theme: the panel, an open block with an error, the palette and the photo picker`, { timeout: 120_000 }, async () => {
      const ctx = await browser.newContext({ colorScheme, viewport: { width: 1280, height: 900 } });
      const page = await ctx.newPage();
      await openEditor(page, '/kahibah-accommodation');
      const check = async (what: string) => expect(await runAxe(page, WCAG), what).toEqual([]);
      await check('panel');
      await blockButton(page, 1).click();
      await page.locator('.block-row.open').getByLabel('Heading*', { exact: true }).fill('');
      await expect.poll(() => page.locator('.block-row.open .error-detail').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      await check('a block with an error');
      await page.keyboard.press('Control+z');
      await page.getByRole('button', { name: '+ Add a block' }).click();
      // The palette is open (a modal dialog) before it is checked, and closed before the page behind it is used.
      const palette = page.getByRole('dialog', { name: 'Add a block' });
      await expect.poll(() => palette.isVisible(), { timeout: 20_000 }).toBe(true);
      await check('palette');
      await page.keyboard.press('Escape');
      await expect.poll(() => palette.count(), { timeout: 20_000 }).toBe(0);
      await page.getByRole('button', { name: 'All pages' }).click();
      await check('page list');
      await ctx.close();
    });
});

// Writes are accepted only from the dev server's own page, with its token, inside the content's
// folders, and only as content the schemas describe: anything else is refused, and nothing changes.
describe('what the editor refuses', () => {
  const tokenOf = async () => /name="editor-token" content="([^"]+)"/.exec(await (await fetch(`${dev.url}/__editor/`)).text())![1];
  const post = (route: string, body: unknown, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const u = new URL(`${dev.url}/__editor/api/${route}`);
      const data = typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body);
      const req = http.request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { 'content-type': 'application/json', ...headers } }, (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode!, body: text }));
      });
      req.on('error', reject);
      req.end(data);
    });
  /** Every file under the content's folders and the project's other files a write could reach, with its bytes. */
  const snapshot = () => {
    const out: Record<string, string> = {};
    for (const dir of ['pages', 'public', 'private', 'src', 'schemas'])
      for (const rel of fs.readdirSync(file(dir), { recursive: true, encoding: 'utf8' }))
        if (fs.statSync(file(path.join(dir, rel))).isFile()) out[path.join(dir, rel)] = fs.readFileSync(file(path.join(dir, rel)), 'base64');
    out['site.yaml'] = read('site.yaml');
    return out;
  };

  it('refuses a write from another origin, without the token, or outside the content folders, changing nothing', async () => {
    const token = await tokenOf();
    const own = dev.url;
    const current = JSON.parse(await (await fetch(`${dev.url}/__editor/api/file?file=pages/facts.yaml`, { headers: { 'x-editor-token': token } })).text());
    const data = { ...current.data, title: 'Written from elsewhere | Charlestown Guesthouse' };
    fs.symlinkSync(path.join(copy, 'src/server/main.ts'), file('pages/linked.yaml'));
    fs.mkdirSync(file('outside'), { recursive: true });
    fs.symlinkSync(file('outside'), file('pages/blog/escape'));
    const before = snapshot();
    const attempts: [string, unknown, Record<string, string>, string?][] = [
      ['file', { file: 'pages/facts.yaml', base: current.version, data }, { origin: 'http://evil.example', 'x-editor-token': token }],
      ['file', { file: 'pages/facts.yaml', base: current.version, data }, { origin: 'http://localhost:1', 'x-editor-token': token }],
      ['file', { file: 'pages/facts.yaml', base: current.version, data }, { 'x-editor-token': token }],
      ['file', { file: 'pages/facts.yaml', base: current.version, data }, { origin: own }],
      ['file', { file: 'pages/facts.yaml', base: current.version, data }, { origin: own, 'x-editor-token': 'a-guess' }],
      ['file', { file: 'pages/facts.yaml', base: current.version, data }, { origin: own, 'x-editor-token': token, 'sec-fetch-site': 'cross-site' }],
      ['file', { file: '../site.yaml', base: current.version, data }, { origin: own, 'x-editor-token': token }],
      ['file', { file: 'pages/../../package.json', base: current.version, data }, { origin: own, 'x-editor-token': token }],
      ['file', { file: path.join(copy, 'pages/facts.yaml'), base: current.version, data }, { origin: own, 'x-editor-token': token }],
      ['file', { file: 'private/guide.yaml', base: current.version, data }, { origin: own, 'x-editor-token': token }],
      ['file', { file: 'src/server/main.ts', base: current.version, data }, { origin: own, 'x-editor-token': token }],
      ['file', { file: 'pages/linked.yaml', base: current.version, data }, { origin: own, 'x-editor-token': token }],
      ['file', { file: 'pages/blog/escape/post.md', base: current.version, data }, { origin: own, 'x-editor-token': token }],
      ['file', { file: 'pages\\..\\site.yaml', base: current.version, data }, { origin: own, 'x-editor-token': token }],
      // Content the schemas do not describe: a field no page has, a block that does not exist.
      ['file', { file: 'pages/facts.yaml', base: current.version, data: { ...data, script: '<script>' } }, { origin: own, 'x-editor-token': token }],
      ['file', { file: 'pages/facts.yaml', base: current.version, data: { ...data, blocks: [{ type: 'raw-html', html: '<script>' }] } }, { origin: own, 'x-editor-token': token }],
      ['file', { file: 'pages/facts.yaml', base: current.version, data: 'a string' }, { origin: own, 'x-editor-token': token }],
      ['file', '{ not json', { origin: own, 'x-editor-token': token }],
      // Written over a version that is not the one on disk.
      ['file', { file: 'pages/facts.yaml', base: 'an-old-version', data }, { origin: own, 'x-editor-token': token }],
      ['page', { title: 'Escaping | Charlestown Guesthouse', path: '/../../x' }, { origin: own, 'x-editor-token': token }],
    ];
    const answers = await Promise.all(attempts.map(([route, body, headers]) => post(route, body, headers)));
    const shown = answers.map((a, i) => `${i}: ${a.status >= 400 && a.status < 500 ? '4xx' : a.status} ${a.body.slice(0, 60)}`);
    expect(shown.filter((s) => !/^\d+: 4xx/.test(s))).toEqual([]);
    // A photo that is not an image, whatever its name says; and one into a folder outside public/images.
    const photo = await new Promise<number>((resolve) => {
      const u = new URL(`${dev.url}/__editor/api/photos`);
      http
        .request({ host: u.hostname, port: u.port, path: u.pathname, method: 'POST', headers: { origin: own, 'x-editor-token': token, 'x-file-name': 'shell.php.jpg' } }, (res) => resolve(res.statusCode!))
        .end('<?php system($_GET["c"]); ?>');
    });
    expect(photo).toBe(415);
    expect(snapshot()).toEqual(before);
    fs.rmSync(file('pages/linked.yaml'));
    fs.rmSync(file('pages/blog/escape'));
  });

  it('refuses a page of another origin in a real browser: it cannot read the token, nor write with it', { timeout: 60_000 }, async () => {
    const before = read('pages/facts.yaml');
    const token = await tokenOf();
    // A page on another port of this machine (as another dev server or a site's script would be).
    const other = http.createServer((_req, res) => res.end('<!doctype html><title>Elsewhere</title><p>elsewhere</p>'));
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', r));
    const elsewhere = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
    try {
      const ctx = await freshContext(browser);
      const page = await ctx.newPage();
      await page.goto(elsewhere);
      const outcome = await page.evaluate(
        async ([editor, token]) => {
          const attempt = async (f: () => Promise<Response>) => {
            try {
              const res = await f();
              return `${res.status} ${(await res.text()).slice(0, 40)}`;
            } catch (e) {
              return `failed: ${(e as Error).message}`;
            }
          };
          const shell = await attempt(() => fetch(`${editor}/__editor/`));
          const write = await attempt(() =>
            fetch(`${editor}/__editor/api/file`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-editor-token': token }, body: JSON.stringify({ file: 'pages/facts.yaml', data: { path: '/facts' } }) }),
          );
          const simple = await attempt(() => fetch(`${editor}/__editor/api/file`, { method: 'POST', mode: 'no-cors', body: '{}' }));
          return { shell, write, simple };
        },
        [dev.url, token],
      );
      expect(outcome.shell).toMatch(/^failed/);
      expect(outcome.write).toMatch(/^(failed|403)/);
      expect(read('pages/facts.yaml')).toBe(before);
      await ctx.close();
    } finally {
      other.close();
    }
  });
});
