import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { collectErrors, newContext } from '../../harness/browser';
import { closeContexts, workerBrowser } from '../support/live';
import { hydrateAllIslands } from '../support/islands';
import { pagePool } from '../support/page-pool';
import { copyEnv, copyProject, locate } from '../../harness/project-copy';
import { builtRoutes } from '../../harness/routes';
import { startDevServer, type DevServer } from '../../harness/dev-server';

// `npm run dev` in a scratch copy of the project (the editing tests change its files), on a free
// port. It renders every page as the build prerenders it, with React's development build.
const copy = copyProject();
// The "editor" click-to-source opens: Vite's open-in-editor runs LAUNCH_EDITOR with file, line and column.
const editorLog = path.join(copy, 'editor.log');
const editor = path.join(copy, 'editor.sh');
fs.writeFileSync(editor, `#!/bin/sh\necho "$@" >> '${editorLog}'\n`, { mode: 0o755 });
let dev: DevServer;
let url = '';
let browser: Browser;

beforeAll(async () => {
  dev = await startDevServer(copy, { LAUNCH_EDITOR: editor });
  url = dev.url;
  browser = await workerBrowser();
  // A dev server's first page costs it a transform of every module the app and its islands use:
  // paid once here, under the hook's limit, not by whichever visit of the sweep comes first.
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  // (A fresh clone's, beside a full test run at load 9, took over 30 s for the calendar alone.)
  await page.goto(url + '/', { waitUntil: 'networkidle', timeout: 200_000 });
  await hydrateAllIslands(page, 200_000);
  await ctx.close();
}, 420_000);
afterAll(async () => {
  await closeContexts(browser);
  // Gone before its folder is: a dev server still writing its cache leaves the folder not empty.
  await dev?.stop();
  fs.rmSync(copy, { recursive: true, force: true });
});

/** Every mismatch React's development build reports (text and attributes too, which production React leaves unsaid), and every console error. */
function mismatchWarnings(page: Page): string[] {
  const errors = collectErrors(page);
  page.on('console', (m) => /hydrat|did not match|server rendered/i.test(m.text()) && errors.push(m.text()));
  return errors;
}

for (const theme of ['light', 'dark'] as const) {
  // Each visit arrives as a first-time visitor, in a tab the sweep lends it (page-pool.ts): the
  // tab keeps the modules the dev server sent, so a visit costs one page's work, not the app's.
  const tabs = pagePool(() => browser, { theme });
  afterAll(() => tabs.close());

  describe.concurrent(`development build, ${theme} theme`, () => {
    for (const route of builtRoutes()) {
      it(`${route}: every island hydrates without a mismatch warning`, () =>
        tabs.visit(async (page) => {
          const errors = mismatchWarnings(page);
          await page.goto(url + route, { waitUntil: 'networkidle' });
          await hydrateAllIslands(page);
          expect([...new Set(errors)].map((e) => e.slice(0, 300))).toEqual([]);
        }));
    }

    // The server writes the reference and the wording's choice into this page for the form's
    // no-JavaScript confirmation; the form's first client render must accept them.
    it('/contact as the no-JavaScript confirmation fills it in: hydrates without a mismatch warning, keeps the reference', async () => {
      const ctx = await newContext(browser, { theme });
      const page = await ctx.newPage();
      const errors = mismatchWarnings(page);
      await page.goto(url + '/contact?sent=1&ref=ABCD2345&delivery=email#enquiry-sent', { waitUntil: 'networkidle' });
      await hydrateAllIslands(page);
      expect([...new Set(errors)].map((e) => e.slice(0, 300))).toEqual([]);
      const notice = page.locator('#enquiry-sent');
      expect(await notice.innerText()).toMatch(/^Thank you, your message has been sent\s.*\sYour reference is ABCD2345\.$/s);
      await ctx.close();
    });
  });
}

// The sweep above must be able to fail: an island whose first client render differs from the
// server's in a single attribute is reported.
it('reports an island whose first client render differs from the rendered page', async () => {
  const file = path.join(copy, 'src/widgets/chat/launcher.tsx');
  const source = fs.readFileSync(file, 'utf8');
  fs.writeFileSync(file, source.replace('<Dock className="chat-dock"', `<Dock className="chat-dock" data-render={typeof window === 'undefined' ? 'server' : 'client'}`));
  try {
    // Once the dev server has seen the edit.
    await expect.poll(async () => (await fetch(url + '/facts', { headers: { accept: 'text/html' } })).text(), { timeout: 20_000 }).toContain('data-render="server"');
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const errors = mismatchWarnings(page);
    await page.goto(url + '/facts', { waitUntil: 'networkidle' });
    await hydrateAllIslands(page);
    // Not polled: the sweep looks once, when hydrateAllIslands has had every message delivered.
    expect(errors.join('\n')).toMatch(/data-render/);
    await ctx.close();
  } finally {
    fs.writeFileSync(file, source);
  }
});

// The development server serves the project's files, but never the private guide, the owner's
// calendar or the database, whatever the address's spelling (src/build/dev-private.ts).
it('answers 404 for every address of a private file or the database, and serves the site as before', async () => {
  const root = fs.realpathSync(copy);
  const wifi = /password: (\S+)/.exec(fs.readFileSync(path.join(copy, 'private/guide.yaml'), 'utf8'))![1];
  const addresses = [
    '/private/guide.yaml',
    '/private/guide.yaml?raw',
    '/private/guide.yaml?import',
    '/private/guide.yaml?import&raw',
    '/private/guide.yaml?url',
    '/private/availability.ics',
    '/%70rivate/guide.yaml',
    '/src/server/guide/../../../private/guide.yaml',
    '/src/%2e%2e/private/guide.yaml',
    `/@fs${root}/private/guide.yaml`,
    `/@fs${root}/private/guide.yaml?raw`,
    `/@fs${root}/src/../private/guide.yaml`,
    '/data/site.db',
    `/@fs${root}/data/site.db`,
  ];
  // Sent as written (fetch would resolve the dots itself).
  const get = (address: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      http.get({ host: new URL(url).hostname, port: new URL(url).port, path: address }, (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      }).on('error', reject);
    });
  const answers = await Promise.all(
    addresses.map(async (a) => {
      const { status, body } = await get(a);
      return `${a}: ${status}${body.includes(wifi) || body.includes('BEGIN:VCALENDAR') || body.includes('SQLite') ? ' with private content' : ''}`;
    }),
  );
  expect(answers).toEqual(addresses.map((a) => `${a}: 404`));
  expect((await fetch(`${url}/src/blocks/guide-gate/client.ts`)).status).toBe(200);
});

/** Opens `route` once its live-reload socket is open: a save made before that reaches no page. */
async function openLive(page: Page, route: string) {
  const connected = page.waitForEvent('console', { predicate: (m) => m.text() === '[vite] connected.', timeout: 30_000 });
  await page.goto(url + route);
  await connected;
}

// The marketer's editing loop: save a YAML file, the open page reloads; save a broken one, the
// error shows in the browser and the dev server keeps running.
describe('editing', () => {
  const pageFile = path.join(copy, 'pages/kahibah-accommodation.yaml');

  it('reloads on a YAML edit, shows content errors over the page in validate\'s words, and keeps running', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await openLive(page, '/kahibah-accommodation');
    const h1 = page.locator('h1');
    await expect.poll(() => h1.count(), { timeout: 30_000 }).toBe(1);
    const original = fs.readFileSync(pageFile, 'utf8');
    const heading = (await h1.innerText()).trim();

    fs.writeFileSync(pageFile, original.replace(heading, 'Edited Kahibah Heading'));
    await expect.poll(() => h1.innerText(), { timeout: 20_000 }).toBe('Edited Kahibah Heading');

    fs.writeFileSync(pageFile, original.replace(/^title: .*$/m, 'title: Short'));
    const overlay = page.getByRole('alertdialog', { name: 'The content has a problem' });
    await expect.poll(() => overlay.count(), { timeout: 20_000 }).toBe(1);
    // The overlay must settle on the saved file's error (a save can arrive in more than one event).
    await expect
      .poll(() => overlay.textContent(), { timeout: 20_000 })
      .toMatch(/pages\/kahibah-accommodation\.yaml:\d+:\d+ title: is 5 characters long, but it needs at least 10/);
    // validate's words, and nothing of Vite's advice to developers.
    expect(await overlay.textContent()).not.toMatch(/vite\.config|hmr\.overlay|Click outside/);
    expect(await page.locator('vite-error-overlay').count()).toBe(0);
    expect(dev.process.exitCode).toBeNull();
    // A page opened (or reloaded) after the save is shown the error too, until it is fixed.
    const later = await ctx.newPage();
    await later.goto(url + '/kahibah-accommodation');
    await expect
      .poll(() => later.locator('.dev-problems').textContent().catch(() => ''), { timeout: 20_000 })
      .toMatch(/title: is 5 characters long, but it needs at least 10/);
    await later.close();

    fs.writeFileSync(pageFile, original);
    await expect.poll(() => h1.innerText(), { timeout: 20_000 }).toBe(heading);
    await ctx.close();
  });

  it('renders pages as the build does: islands hydrate without a mismatch, and a static block edit reloads the page', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    const warnings: string[] = [];
    page.on('console', (m) => /hydrat|did not match|server rendered/i.test(m.text()) && warnings.push(m.text()));
    await page.goto(url + '/contact');
    // The prerendered form is there before any script, and becomes live when used.
    await page.getByLabel('First Name').focus();
    await expect.poll(() => page.locator('[data-island="contact-form"]').getAttribute('data-hydrated'), { timeout: 30_000 }).toBe('');
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect.poll(() => page.getByRole('dialog', { name: 'Chat with us' }).count(), { timeout: 30_000 }).toBe(1);
    expect(warnings).toEqual([]);

    // A block that ships no client code: the dev server re-renders the page on save.
    const blockFile = path.join(copy, 'src/blocks/facts-grid/facts-grid.tsx');
    const block = fs.readFileSync(blockFile, 'utf8');
    await openLive(page, '/facts');
    fs.writeFileSync(blockFile, block.replace('<Section id={block.id}>', '<Section id={block.id} data-edited="yes">'));
    await expect.poll(() => page.locator('[data-edited="yes"]').count(), { timeout: 20_000 }).toBe(1);
    fs.writeFileSync(blockFile, block);
    await ctx.close();
  });

  // Limits for hangs only: new-block and the reloads it causes take long on a loaded machine.
  it('picks up a new block type (npm run new-block), a schema edit and a new page without a restart', { timeout: 240_000 }, async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await openLive(page, '/kahibah-accommodation');
    const original = fs.readFileSync(pageFile, 'utf8');
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/new-block.ts', 'tide-times'], { cwd: copy, env: copyEnv(), stdio: 'pipe' });
      fs.writeFileSync(pageFile, original.replace('\n  - type: cta', '\n  - type: tide-times\n    heading: Tides at the baths\n    text: Best two hours either side of low tide.\n  - type: cta'));
      await expect.poll(() => page.getByRole('heading', { name: 'Tides at the baths' }).count(), { timeout: 90_000 }).toBe(1);

      // A field added to the block's schema is accepted as soon as it is saved, and typed.
      const schemaFile = path.join(copy, 'schemas/blocks/tide-times.schema.json');
      const schema = JSON.parse(fs.readFileSync(schemaFile, 'utf8'));
      schema.properties.place = { type: 'string', maxLength: 80, description: 'Where the tides are read.' };
      fs.writeFileSync(schemaFile, JSON.stringify(schema, null, 2));
      fs.writeFileSync(pageFile, fs.readFileSync(pageFile, 'utf8').replace('    text: Best two hours either side of low tide.\n', '    place: Merewether Ocean Baths\n    text: Fill at low tide.\n'));
      await expect.poll(() => page.getByText('Fill at low tide.').count(), { timeout: 90_000 }).toBe(1);
      expect(await page.locator('.dev-problems, vite-error-overlay').count()).toBe(0);
      await expect.poll(() => fs.readFileSync(path.join(copy, 'src/core/types/content.gen.ts'), 'utf8'), { timeout: 10_000 }).toContain('Where the tides are read.');

      // A new page is served once saved.
      fs.writeFileSync(path.join(copy, 'pages/fresh-page.yaml'), 'path: /fresh-page\ntitle: A page saved just now\ndescription: A page written while the dev server runs, served as soon as it is saved, with no restart.\nblocks:\n  - type: hero\n    heading: Fresh off the press\n');
      await expect.poll(async () => (await fetch(url + '/fresh-page', { headers: { accept: 'text/html' } })).status, { timeout: 90_000 }).toBe(200);

      // A draft is shown too, saying it is not published (the build leaves it out: tests/build/publishing.test.ts).
      fs.writeFileSync(path.join(copy, 'pages/draft-page.yaml'), 'path: /draft-page\ndraft: true\ntitle: A draft saved just now\ndescription: A page still being written, which the dev server shows and no build of the site publishes.\nblocks:\n  - type: hero\n    heading: Not ready yet\n');
      await expect
        .poll(async () => (await fetch(url + '/draft-page', { headers: { accept: 'text/html' } })).text(), { timeout: 90_000 })
        .toContain('Not published: this page is a draft. Only the dev server and previews show it.');
    } finally {
      fs.writeFileSync(pageFile, original);
    }
    await ctx.close();
  });

  it('click-to-source: the toggle outlines each block, pointing at text names its file:line:col, and a click opens the editor there instead of the link', { timeout: 120_000 }, async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await openLive(page, '/kahibah-accommodation');
    const toggle = page.getByRole('button', { name: '</> Sources' });
    await toggle.click({ timeout: 60_000 });
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    const blocks = await page.locator('template[data-source]').count();
    expect(blocks).toBeGreaterThan(5);
    expect(await page.locator('[data-source-block]').count()).toBeGreaterThanOrEqual(blocks - 1);

    const paragraph = page.locator('p', { hasText: 'Kahibah is a small, leafy suburb' });
    await paragraph.hover();
    const where = `${locate(copy, 'pages/kahibah-accommodation.yaml', '>-\n        Kahibah is a small')} blocks[2] (text) paragraphs[0]`;
    await expect.poll(() => page.locator('.src-tip').innerText()).toContain(where);
    expect(await page.locator('.src-tip').innerText()).toContain(`${locate(copy, 'pages/kahibah-accommodation.yaml', 'type: text')} blocks[2] (text)`);

    // A link under the pointer opens its label's line in the editor, and the page stays.
    const link = page.getByRole('link', { name: 'View all features' });
    await link.click();
    const [file, line, col] = locate(copy, 'pages/kahibah-accommodation.yaml', 'View all features').split(':');
    await expect.poll(() => (fs.existsSync(editorLog) ? fs.readFileSync(editorLog, 'utf8') : ''), { timeout: 10_000 }).toContain(`${path.join(copy, file)} ${line} ${col}`);
    expect(new URL(page.url()).pathname).toBe('/kahibah-accommodation');

    await page.keyboard.press('Escape');
    expect(await page.locator('[data-source-block]').count()).toBe(0);
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await ctx.close();
  });

  // Last: the notice stays on every page until the dev server starts again.
  it('says to restart, over the page, after an edit to code it loaded when it started', async () => {
    const ctx = await newContext(browser);
    const page = await ctx.newPage();
    await openLive(page, '/facts');
    const file = path.join(copy, 'src/server/functions/index.ts');
    fs.appendFileSync(file, '\n// edited\n');
    await expect
      .poll(() => page.getByRole('alertdialog', { name: 'Restart the dev server' }).textContent().catch(() => ''), { timeout: 20_000 })
      .toContain('src/server/functions/index.ts changed, and the dev server loaded it when it started: stop `npm run dev` (Ctrl+C) and run it again to use the change.');
    await ctx.close();
  });
});

