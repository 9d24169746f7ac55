import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { cacheKey, remembered } from './build-cache';
import { brotliCopy } from '../core/dist-layout';

/** Text the embedded server sends; images and fonts are compressed already. */
const TEXT = /\.(html|js|css|svg|json|xml|txt|webmanifest)$/;
/** Below this a compressed answer saves less than its own framing. */
const MIN_BYTES = 1024;

function* filesUnder(dir: string, rel = ''): Generator<string> {
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const child = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) yield* filesUnder(dir, child);
    else if (entry.isFile()) yield child;
  }
}

interface Packed {
  files: number;
  bytes: number;
  brotliBytes: number;
}

/**
 * Scripts and styles, few and cached for a year, are packed at brotli's highest quality. Pages are
 * packed at 6: a seventeenth of the CPU time of 10 (a landing page: 1.0 against 17 ms), which a
 * thousand pages need to build in under half a minute on two cores, for 8% more bytes (a landing
 * page 10.7 -> 11.6 KB, still 10% under gzip -9; 7 to 9 take up to 12 times as long to save 0.4%).
 * A page still over 12 KB at 6, where more than a kilobyte is at stake and the first round trip
 * may be too, is packed again at 11: the home page 17.7 -> 16.0 KB.
 */
const BEST = 11;
const FAST = 6;
const BIG = 12 * 1024;
const options = (quality: number, body: Buffer): zlib.BrotliOptions => ({
  params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
});
const firstQuality = (rel: string) => (rel.endsWith('.html') ? FAST : BEST);
const packAgain = (rel: string, packed: Buffer) => firstQuality(rel) < BEST && packed.length > BIG;
const brotli = promisify(zlib.brotliCompress);

/** The client file's body when it is text worth compressing; else its stale brotli copy is removed. */
function packable(distDir: string, rel: string): Buffer | undefined {
  const body = TEXT.test(rel) ? fs.readFileSync(path.join(distDir, 'client', rel)) : undefined;
  if (body && body.length >= MIN_BYTES) return body;
  fs.rmSync(brotliCopy(distDir, rel), { force: true });
}

function save(distDir: string, rel: string, body: Buffer, packed: Buffer, totals: Packed) {
  const out = brotliCopy(distDir, rel);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, packed);
  totals.files++;
  totals.bytes += body.length;
  totals.brotliBytes += packed.length;
}

/**
 * Brotli copies of the client files a build wrote (every one when `rels` is absent), on every
 * core: on the fly the server could only afford gzip, and the home page's HTML is a fifth smaller
 * than with the server's gzip (19.9 -> 16.0 KB). Only what no build has packed before is packed
 * (build-cache.ts). Removed files lose their brotli copies.
 */
export async function precompressChanged(distDir: string, rels?: string[], removed: string[] = []): Promise<Packed> {
  for (const rel of removed) fs.rmSync(brotliCopy(distDir, rel), { force: true });
  const queue = [...(rels ?? filesUnder(path.join(distDir, 'client')))];
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  // One encoder per core at a time: each holds megabytes of state at this quality.
  const worker = async () => {
    for (let rel = queue.pop(); rel !== undefined; rel = queue.pop()) {
      const body = packable(distDir, rel);
      if (!body) continue;
      const packed = await remembered('brotli', cacheKey(body, String(firstQuality(rel)), process.versions.brotli ?? ''), async () => {
        const first = await brotli(body, options(firstQuality(rel), body));
        return packAgain(rel, first) ? brotli(body, options(BEST, body)) : first;
      });
      save(distDir, rel, body, packed, totals);
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
  return totals;
}
