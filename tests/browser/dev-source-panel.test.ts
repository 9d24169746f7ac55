import fs from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, freshContext } from '../../harness/browser';
import { scratchDir } from '../../harness/scratch';
import { rootDir } from '../../src/core/paths';
import { sourcePlugin } from '../../src/build/dev-source/plugin';
import { closeContexts, workerBrowser } from '../support/live';

// The Sources view of `npm run dev` (src/build/dev-source) on a real Vite server with its plugin,
// on a page carrying one block's marks as the dev server writes them: without an editor set, a
// click shows where the text is written and copies it, and starts nothing; with LAUNCH_EDITOR,
// it opens the place there. (tests/browser/dev-server.test.ts drives the whole `npm run dev`.)
const BLOCK = { at: 'tests/fixtures/site/pages/home.yaml:4:5', where: 'blocks[0] (text)' };
const FIELD = { at: 'tests/fixtures/site/pages/home.yaml:6:7', where: 'blocks[0] (text) paragraphs[0]', text: 'A quiet street two minutes from the lake.' };
const html = `<!doctype html><html lang="en"><head><title>Sources</title></head><body><main><h1>Sources</h1>
<template data-source="${BLOCK.at}" data-where="${BLOCK.where}" data-fields='${JSON.stringify([FIELD])}'></template>
<section><p>${FIELD.text}</p><p><a href="/elsewhere">Read more</a></p></section></main></body></html>`;

/** Serves the marked page through Vite's HTML transforms, as the dev server's pages are. */
const markedPage = (): Plugin => ({
  name: 'marked-page',
  configureServer(server) {
    server.middlewares.use('/marked', async (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(await server.transformIndexHtml('/marked', html));
    });
  },
});

const dir = scratchDir('dev-source-panel');
const editorLog = path.join(dir, 'editor.log');
const editor = path.join(dir, 'editor.sh');
fs.writeFileSync(editor, `#!/bin/sh\necho "$@" >> '${editorLog}'\n`, { mode: 0o755 });
const opened = () => (fs.existsSync(editorLog) ? fs.readFileSync(editorLog, 'utf8') : '');
const saved = { LAUNCH_EDITOR: process.env.LAUNCH_EDITOR, EDITOR: process.env.EDITOR, VISUAL: process.env.VISUAL };

let server: ViteDevServer;
let url = '';
let browser: Browser;
beforeAll(async () => {
  server = await createServer({
    root: rootDir,
    configFile: false,
    envFile: false,
    logLevel: 'silent',
    // Nothing of the app is needed: no scan of its pages for dependencies, and no public folder
    // (the root's is the live content, which an engine test may not read).
    optimizeDeps: { noDiscovery: true, include: [] },
    publicDir: false,
    plugins: [sourcePlugin(), markedPage()],
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  url = `http://127.0.0.1:${(server.httpServer!.address() as { port: number }).port}`;
  browser = await workerBrowser();
});
afterAll(async () => {
  for (const [k, v] of Object.entries(saved)) if (v === undefined) delete process.env[k];
  else process.env[k] = v;
  await closeContexts(browser);
  await server?.close();
});

async function sourcesOn(page: Page) {
  await page.goto(`${url}/marked`);
  const toggle = page.getByRole('button', { name: '</> Sources' });
  await toggle.click({ timeout: 60_000 });
  expect(await toggle.getAttribute('aria-pressed')).toBe('true');
}

describe('the Sources view', () => {
  it('without an editor set: a click shows the file, line and field, with a button that copies them; no editor starts', async () => {
    delete process.env.LAUNCH_EDITOR;
    // What Vite would otherwise fall back to (often vim, in the dev server's terminal).
    process.env.EDITOR = editor;
    process.env.VISUAL = editor;
    const ctx = await freshContext(browser);
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url });
    const page = await ctx.newPage();
    await sourcesOn(page);
    await page.getByText(FIELD.text).hover();
    await expect.poll(() => page.locator('.src-tip').innerText()).toContain('Click to show where the text is written');
    await page.getByText(FIELD.text).click();
    const panel = page.getByRole('dialog', { name: 'Where this is written' });
    await expect.poll(() => panel.isVisible()).toBe(true);
    const text = await panel.innerText();
    expect(text).toContain(`${FIELD.at} ${FIELD.where}`);
    expect(text).toContain(`${BLOCK.at} ${BLOCK.where}`);
    expect(text).toContain('No editor is set for npm run dev: set LAUNCH_EDITOR');
    expect(await page.getByRole('textbox', { name: 'File, line and column' }).inputValue()).toBe(FIELD.at);
    // Focus is on the copy button: Enter copies.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: 'Copied' }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(FIELD.at);
    expect(await axeViolations(page)).toEqual([]);
    // A link under the pointer is not followed; Escape closes the panel, then the view.
    await page.getByRole('link', { name: 'Read more' }).click();
    expect(new URL(page.url()).pathname).toBe('/marked');
    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: '</> Sources' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: '</> Sources' }).getAttribute('aria-pressed')).toBe('false');
    expect(opened()).toBe('');
    await ctx.close();
  });

  it('with LAUNCH_EDITOR: a click opens the place in it, and says so', async () => {
    process.env.LAUNCH_EDITOR = editor;
    const ctx = await freshContext(browser);
    const page = await ctx.newPage();
    await sourcesOn(page);
    await page.getByText(FIELD.text).click();
    await expect.poll(opened, { timeout: 20_000 }).toContain(`${path.join(rootDir, 'tests/fixtures/site/pages/home.yaml')} 6 7`);
    await expect.poll(() => page.locator('.src-tip').innerText()).toContain(`Opened ${FIELD.at} in editor.sh`);
    expect(await page.getByRole('dialog', { name: 'Where this is written' }).isVisible()).toBe(false);
    await ctx.close();
  });
});
