// `npx tsx scripts/bench/editor-walkthrough.ts [-- --shots <dir>]`: a marketer who types no YAML
// makes a landing page from scratch, timed from `npm run dev` to `npm run validate` clean. In a
// copy of the project (the tests' site): the dev server starts, the editor opens, the page is
// made through its forms only (harness/editor-marketer.ts), then validate runs. `--shots` saves
// the editor at each step as WebP (the docs' pictures). Results in bench/results/.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import sharp from 'sharp';
import { launchBrowser } from '../../harness/browser';
import { startDevServer } from '../../harness/dev-server';
import { landing, makeLandingPage } from '../../harness/editor-marketer';
import { bundled } from '../../harness/node-bundle';
import { copyEnv, copyProject } from '../../harness/project-copy';
import { saveResult } from './results';

const at = process.argv.indexOf('--shots');
const shots = at > 0 ? path.resolve(process.argv[at + 1]) : undefined;
const copy = copyProject();
const started = performance.now();
const since = () => Math.round(performance.now() - started);
const dev = await startDevServer(copy);
const devUp = since();
const browser = await launchBrowser();
try {
  for (const colorScheme of shots ? (['light', 'dark'] as const) : (['light'] as const)) {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, colorScheme })).newPage();
    const shot = async (name: string) => {
      if (!shots) return;
      fs.mkdirSync(shots, { recursive: true });
      // The page beside the form shown again after the last write, and drawn.
      await page.waitForFunction(() => {
        const doc = document.querySelector<HTMLIFrameElement>('iframe[name="editor-preview"]')?.contentDocument;
        const status = document.querySelector('.status')?.textContent ?? '';
        return (!status || status.startsWith('Saved')) && doc?.readyState === 'complete' && !!doc.querySelector('h1');
      });
      await page.waitForTimeout(300);
      await sharp(await page.screenshot()).webp({ quality: 80 }).toFile(path.join(shots, `editor-${name}${colorScheme === 'dark' ? '-dark' : ''}.webp`));
    };
    if (colorScheme === 'dark') fs.rmSync(path.join(copy, landing.file));
    const made = since();
    await makeLandingPage(page, dev.url, shot);
    // The block palette, and a field with validate's message at it.
    await page.getByRole('button', { name: '+ Add a block' }).click();
    await shot('palette');
    await page.keyboard.press('Escape');
    await page.locator('#block-0').click();
    await page.locator('#b0_heading').fill('');
    await page.locator('#b0_heading__error').waitFor();
    await page.locator('#b0_heading').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await shot('field-error');
    await page.locator('#b0_heading').fill(landing.heading);
    const fileDone = () => parse(fs.readFileSync(path.join(copy, landing.file), 'utf8'))?.blocks?.[1]?.paragraphs?.[0] === landing.paragraph && fs.readFileSync(path.join(copy, landing.file), 'utf8').includes(landing.heading);
    while (!fileDone()) await new Promise((r) => setTimeout(r, 20));
    const edited = since();
    const validate = spawnSync(process.execPath, [await bundled('scripts/validate.ts', copy)], { cwd: copy, env: copyEnv(), encoding: 'utf8' });
    const done = since();
    if (colorScheme === 'light') {
      console.log(fs.readFileSync(path.join(copy, landing.file), 'utf8'));
      console.log(validate.stdout + validate.stderr);
      const result = { devServerUpMs: devUp, editingMs: edited - made, validateMs: done - edited, totalMs: done, validateExit: validate.status, page: landing.path };
      console.log(`npm run dev up in ${(devUp / 1000).toFixed(1)} s; the page made in the editor in ${((edited - made) / 1000).toFixed(1)} s; validate ${validate.status === 0 ? 'clean' : 'FAILED'} in ${((done - edited) / 1000).toFixed(1)} s; ${(done / 1000).toFixed(1)} s in all`);
      console.log(`wrote ${saveResult('editor-walkthrough', result)}`);
    }
    await page.context().close();
  }
} finally {
  await browser.close();
  await dev.stop();
  fs.rmSync(copy, { recursive: true, force: true });
}
