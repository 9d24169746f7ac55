import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, parseHeadersFile } from '../../src/core/security-headers';
import { collectErrors, newContext, watchCspViolations } from '../../harness/browser';
import { builtRoutes, distDir } from '../../harness/routes';
import { liveSite } from '../support/live';
import { whenGateLive } from '../support/islands';

const CODE = '4826';
const client = path.join(distDir(), 'client');
const written = parseHeadersFile(fs.readFileSync(path.join(client, '_headers'), 'utf8'));
const live = liveSite({ GUIDE_PASSCODE: CODE });

describe('security headers', () => {
  it('the build writes one set for static hosts, and the server sends exactly that set on pages, assets, functions and errors', async () => {
    const csp = written['Content-Security-Policy'];
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(;|$)/);
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "base-uri 'self'", "object-src 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    // Images, fonts and fetches fall back to default-src; none is widened beyond the site.
    expect(csp).not.toMatch(/(img|font|connect)-src (?!'self'(;|$))/);
    expect(csp).toMatch(/frame-src https:\/\/maps\.google\.com https:\/\/www\.google\.com(;|$)/);
    // Every inline script of every page is allowed by hash, and nothing else.
    const hashes = new Set(
      builtRoutes().flatMap((r) => inlineScriptHashes(fs.readFileSync(path.join(client, r === '/' ? 'index.html' : `${r.slice(1)}/index.html`), 'utf8'))),
    );
    expect(csp.match(/'sha256-[^']+'/g)).toEqual([...hashes].sort());
    expect(written).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8}/),
    });
    expect(written['Permissions-Policy']).toContain('camera=()');

    const asset = fs.readdirSync(path.join(client, 'assets')).find((f) => f.endsWith('.js'))!;
    const availability = { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' };
    for (const [url, init] of [['/', {}], ['/kahibah-accommodation', {}], [`/assets/${asset}`, {}], ['/no-such-page', {}], ['/functions/v1/hostaway-availability', availability]] as const) {
      // Behind a proxy that ended https: the whole set.
      const res = await fetch(live.server.url + url, { ...init, headers: { ...('headers' in init ? init.headers : {}), 'x-forwarded-proto': 'https' } });
      for (const [name, value] of Object.entries(written)) expect(res.headers.get(name), `${name} on ${url}`).toBe(value);
      // Over plain http, everything but HSTS, which a host must not send there (RFC 6797).
      const plain = await fetch(live.server.url + url, init);
      for (const [name, value] of Object.entries(written)) expect(plain.headers.get(name), `${name} on ${url} over http`).toBe(name === 'Strict-Transport-Security' ? null : value);
    }
    // The hosts' settings files are not published as pages.
    expect((await fetch(live.server.url + '/_headers')).status).toBe(404);
    expect((await fetch(live.server.url + '/_redirects')).status).toBe(404);
  });

  // Every route with its islands live is checked for violations by all-routes.test.ts; this
  // drives the parts that load more: the calendar's reply, the map, the chat, the unlocked guide.
  it('the calendar, the map, the chat and the unlocked guide break no rule of the policy', async () => {
    const ctx = await newContext(live.browser, { width: 390 });
    const page = await ctx.newPage();
    const violations = await watchCspViolations(page);
    const errors = collectErrors(page);
    // Home: the calendar has drawn its months; the map's frame loads; the chat opens and answers.
    await page.goto(live.server.url + '/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.locator('[data-date]').count()).toBeGreaterThan(27);
    await page.locator('[data-map-src]').scrollIntoViewIfNeeded();
    await page.locator('iframe[title^="Map of"]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Chat with us' }).click();
    const input = page.getByRole('textbox', { name: 'Type your message' });
    await input.fill('photos');
    await input.press('Enter');
    await expect.poll(() => page.getByRole('dialog').locator('img').count()).toBeGreaterThan(0);
    // Every photo in the chat and the map's frame loaded or refused: a violation is reported
    // before either (the event is queued first), so by then it would be on record.
    await expect.poll(() => page.getByRole('dialog').locator('img').evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete))).toBe(true);
    await (await page.locator('iframe[title^="Map of"]').elementHandle())!.contentFrame().then((f) => f?.waitForLoadState('load'));
    expect(await violations()).toEqual([]);

    await page.goto(live.server.url + '/digital-guide');
    await whenGateLive(page);
    await page.getByLabel('Passcode').fill(CODE);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('tablist', { name: 'Guide sections' }).waitFor();
    // Kept for offline use too: its worker registered and its files fetched under the policy.
    await page.waitForSelector('html[data-guide-offline="ready"]', { state: 'attached' });
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await ctx.close();
  });
});
