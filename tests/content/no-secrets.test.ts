import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { privateDir, rootDir } from '../../src/core/paths';
import type { GuideContent } from '../../src/core/types/content.gen';

// The production build `npm test` makes (or the one DIST_DIR names). The guide's private
// content must reach guests only through the unlock function, never through a built file.
const dist = path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
const guide = parse(fs.readFileSync(path.join(privateDir, 'guide.yaml'), 'utf8')) as GuideContent;

/** Strings that exist only in the private guide: if any is in a built file, the guide leaked. */
const secrets = [
  ...new Set([guide.property.wifi.password, 'Seabreeze-Kahibah-2290']),
  'lockbox is on the left of the side gate',
  'scramble the numbers',
  'grey side gate',
  'fridge magnet by the phone charger',
  'device named Guesthouse TV',
  'modem is on the bottom shelf of the TV cabinet',
];

function* files(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

describe('the built site holds none of the private guide', () => {
  it("keeps the build's own records (Vite's manifest, the chunks' modules) out of the published folder", () => {
    expect(fs.existsSync(path.join(dist, 'client', '.vite'))).toBe(false);
    expect(fs.existsSync(path.join(dist, 'build-info', 'manifest.json'))).toBe(true);
  });

  it('has a build to check', () => {
    expect(fs.existsSync(path.join(dist, 'client', 'index.html')), `no build in ${dist}: run \`npm run build\` first`).toBe(true);
  });

  it('the chosen strings really are in the private guide, and nowhere public', () => {
    const text = fs.readFileSync(path.join(privateDir, 'guide.yaml'), 'utf8').replace(/\s+/g, ' ');
    for (const s of secrets) expect(text, s).toContain(s);
  });

  it('no built file (pages, JS and CSS chunks, their brotli copies, server bundle) contains them, nor the build machine\'s paths', () => {
    const leaks: string[] = [];
    let checked = 0;
    // The project's absolute path says where the site was built: nobody else's business.
    const machine = [rootDir];
    for (const file of files(dist)) {
      // Binary formats cannot hold them as plain text; everything else is read as UTF-8.
      if (/\.(avif|webp|jpe?g|png|gif|ico|woff2?|ttf)$/i.test(file)) continue;
      // The server's brotli copies (dist/precompressed) are read unpacked.
      const bytes = fs.readFileSync(file);
      const text = (file.endsWith('.br') ? zlib.brotliDecompressSync(bytes) : bytes).toString('utf8');
      checked++;
      for (const s of [...secrets, ...machine]) if (text.includes(s)) leaks.push(`${path.relative(dist, file)}: "${s}"`);
    }
    expect(checked).toBeGreaterThan(10);
    expect(leaks).toEqual([]);
  });
});
