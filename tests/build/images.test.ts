import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildImages, encodeStats, missingImages, type ImageManifest } from '../../src/build/images';
import { publicDir } from '../../src/core/paths';

const photos = ['/images/interior-living.jpg', '/images/interior-kitchen.jpg'];
let tmp: string;
let cacheDir: string;
let first: ImageManifest;
let encodedByFirstRun: number;
let sizedByFirstRun: number;

beforeAll(async () => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'images-test-'));
  cacheDir = path.join(tmp, 'cache');
  const before = { ...encodeStats };
  first = await buildImages(photos, { publicDir, outDir: path.join(tmp, 'out1'), cacheDir });
  encodedByFirstRun = encodeStats.encoded - before.encoded;
  sizedByFirstRun = encodeStats.sized - before.sized;
}, 120_000);

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const filesIn = (dir: string) => fs.readdirSync(dir).sort();

describe('buildImages', () => {
  it('writes AVIF and WebP at 480, 800 and 1600 px for each photo, named with a content hash', () => {
    const files = filesIn(path.join(tmp, 'out1/img'));
    expect(files).toHaveLength(photos.length * 3 * 2);
    for (const base of ['interior-living', 'interior-kitchen'])
      for (const ext of ['avif', 'webp'])
        for (const w of [480, 800, 1600]) expect(files.some((f) => new RegExp(`^${base}-[0-9a-f]{8}-${w}\\.${ext}$`).test(f))).toBe(true);
    expect(encodedByFirstRun).toBe(12);
    expect(sizedByFirstRun).toBe(2);
  });

  it('records the original size, srcsets pointing at the written files, and the original as fallback', async () => {
    const living = first['/images/interior-living.jpg'];
    expect([living.width, living.height]).toEqual([1600, 1067]);
    expect(living.fallback).toBe('/images/interior-living.jpg');
    expect(living.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    const entries = living.sources[0].srcset.split(', ');
    expect(entries.map((e) => e.split(' ')[1])).toEqual(['480w', '800w', '1600w']);
    // The file behind each srcset entry really is that wide.
    for (const e of entries) {
      const [url, w] = e.split(' ');
      const meta = await sharp(path.join(tmp, 'out1', url)).metadata();
      expect(`${meta.width}w`).toBe(w);
      expect(meta.format).toBe('heif');
    }
  });

  it('encodes AVIF with 4:2:0 chroma, which a phone decodes in about half the time of 4:4:4', () => {
    const avifs = filesIn(path.join(tmp, 'out1/img')).filter((f) => f.endsWith('.avif'));
    for (const f of avifs) {
      const bytes = fs.readFileSync(path.join(tmp, 'out1/img', f));
      // The AV1 configuration box: its third byte holds chroma_subsampling_x and _y (bits 3 and 2).
      const at = bytes.indexOf('av1C') + 4;
      expect(at, f).toBeGreaterThan(4);
      expect([(bytes[at + 2] >> 3) & 1, (bytes[at + 2] >> 2) & 1], f).toEqual([1, 1]);
    }
  });

  it('reuses cached variants on the next build: nothing encoded, no photo even opened to read its size', async () => {
    const cached = filesIn(cacheDir).filter((f) => !f.endsWith('.tmp'));
    const mtimes = cached.map((f) => fs.statSync(path.join(cacheDir, f)).mtimeMs);
    const before = { ...encodeStats };
    const second = await buildImages(photos, { publicDir, outDir: path.join(tmp, 'out2'), cacheDir });
    // The work a warm rebuild does, counted (its time is in `npm run bench -- --guards`).
    expect(encodeStats.encoded - before.encoded).toBe(0);
    expect(encodeStats.sized - before.sized).toBe(0);
    expect(encodeStats.reused - before.reused).toBe(12);
    expect(second).toEqual(first);
    expect(filesIn(path.join(tmp, 'out2/img'))).toEqual(filesIn(path.join(tmp, 'out1/img')));
    expect(cached.map((f) => fs.statSync(path.join(cacheDir, f)).mtimeMs)).toEqual(mtimes);
  });

  it('never upscales: an image narrower than the widths gets one variant at its own width', async () => {
    const m = await buildImages(['/apple-touch-icon.png'], { publicDir, outDir: path.join(tmp, 'out3'), cacheDir });
    const icon = m['/apple-touch-icon.png'];
    expect([icon.width, icon.height]).toEqual([180, 180]);
    expect(icon.sources.map((s) => s.srcset)).toEqual([expect.stringMatching(/-180\.avif 180w$/), expect.stringMatching(/-180\.webp 180w$/)]);
  }, 60_000);

  it('passes SVGs through with the size read from the file', async () => {
    const m = await buildImages(['/images/placeholder.svg'], { publicDir, outDir: path.join(tmp, 'out4'), cacheDir });
    expect(m['/images/placeholder.svg']).toEqual({ width: 1600, height: 1067, sources: [], fallback: '/images/placeholder.svg' });
    expect(filesIn(path.join(tmp, 'out4/img'))).toEqual([]);
  });

  it("names a camera's IMG_2041.JPG variants in lower case, and keeps the file itself as the fallback", async () => {
    const phone = path.join(tmp, 'phone');
    fs.mkdirSync(path.join(phone, 'images'), { recursive: true });
    fs.copyFileSync(path.join(publicDir, 'images/interior-kitchen.jpg'), path.join(phone, 'images/IMG_2041.JPG'));
    const m = await buildImages(['/images/IMG_2041.JPG'], { publicDir: phone, outDir: path.join(tmp, 'out6'), cacheDir });
    expect(m['/images/IMG_2041.JPG'].fallback).toBe('/images/IMG_2041.JPG');
    expect(m['/images/IMG_2041.JPG'].sources[0].srcset).toMatch(/^\/img\/img_2041-[0-9a-f]{8}-480\.avif 480w, /);
    expect(filesIn(path.join(tmp, 'out6/img')).every((f) => /^img_2041-[0-9a-f]{8}-\d+\.(avif|webp)$/.test(f))).toBe(true);
  });

  it('fails with the missing path rather than building a page with a broken photo', async () => {
    await expect(buildImages(['/images/no-such-photo.jpg'], { publicDir, outDir: path.join(tmp, 'out5'), cacheDir })).rejects.toThrow(/public\/images\/no-such-photo\.jpg/);
  });
});

describe('missingImages', () => {
  it('reports only the referenced files that do not exist', () => {
    expect(missingImages(['/images/interior-living.jpg', '/images/no-such-photo.jpg', '/images/placeholder.svg'], publicDir)).toEqual(['/images/no-such-photo.jpg']);
  });

  it('treats a folder as missing', () => {
    expect(missingImages(['/images'], publicDir)).toEqual(['/images']);
  });
});
