import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { precompressChanged } from '../../src/build/precompress';
import { brotliCopy } from '../../src/core/dist-layout';
import { distDir } from '../../harness/routes';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

// The tests' site's home page, as built: a large page of real markup.
const home = fs.readFileSync(path.join(distDir(), 'client/index.html'));
const at = (quality: number, body: Buffer) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }).length;

/** A page under 12 KB once packed: a prose page of the site's own words, not repeated. */
const small = Buffer.from(`<!doctype html><main>${[...home.toString('utf8').matchAll(/>([^<]{20,})</g)].map((m) => `<p>${m[1]}</p>`).join('')}</main>`);

describe("the build's brotli copies", () => {
  it('packs a page that stays over 12 KB at the highest quality, and a smaller page fast, within 15% of that and well under gzip', async () => {
    for (const [rel, body] of [['index.html', home], ['about/index.html', small]] as const) {
      fs.mkdirSync(path.dirname(path.join(dist, 'client', rel)), { recursive: true });
      fs.writeFileSync(path.join(dist, 'client', rel), body);
    }
    await precompressChanged(dist);
    const copy = (rel: string) => fs.readFileSync(brotliCopy(dist, rel));

    expect(at(6, home)).toBeGreaterThan(12 * 1024);
    expect(copy('index.html').length).toBe(at(11, home));
    expect(zlib.brotliDecompressSync(copy('index.html')).equals(home)).toBe(true);

    expect(at(6, small)).toBeLessThan(12 * 1024);
    expect(copy('about/index.html').length).toBeLessThan(at(11, small) * 1.15);
    expect(copy('about/index.html').length).toBeLessThan(zlib.gzipSync(small, { level: 9 }).length * 0.95);
    expect(zlib.brotliDecompressSync(copy('about/index.html')).equals(small)).toBe(true);
  });
});
