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
const brotli = promisify(zlib.brotliCompress);
/**
 * Only the highest quality is kept for the next build: packing a page at 6 (a millisecond) costs
 * less than keeping it did (a file made and renamed in the cache: a thousand pages, a second).
 */
const best = (body: Buffer) => remembered('brotli', cacheKey(body, String(BEST), process.versions.brotli ?? ''), () => brotli(body, options(BEST, body)));

async function pack(rel: string, body: Buffer): Promise<Buffer> {
  if (firstQuality(rel) === BEST) return best(body);
  const fast = await brotli(body, options(FAST, body));
  return fast.length > BIG ? best(body) : fast;
}

/** Whether a client file with this body is text worth compressing; if not, its stale brotli copy is removed. */
function packable(distDir: string, rel: string, body: Buffer | undefined): body is Buffer {
  if (body && body.length >= MIN_BYTES) return true;
  fs.rmSync(brotliCopy(distDir, rel), { force: true });
  return false;
}

async function writeClientFile(distDir: string, rel: string, body: Buffer) {
  const file = path.join(distDir, 'client', rel);
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.writeFile(file, body);
}

async function save(distDir: string, rel: string, body: Buffer, packed: Buffer, totals: Packed) {
  const out = brotliCopy(distDir, rel);
  await fs.promises.mkdir(path.dirname(out), { recursive: true });
  await fs.promises.writeFile(out, packed);
  totals.files++;
  totals.bytes += body.length;
  totals.brotliBytes += packed.length;
}

/**
 * Brotli copies of client files, on every core: on the fly the server could only afford gzip, and
 * the home page's HTML is a fifth smaller than with the server's gzip (19.9 -> 16.0 KB). What is
 * packed at the highest quality is kept for the next build (build-cache.ts). The build hands each
 * page over (`write`: written and packed on libuv's threads from the bytes in
 * hand, not written by the build's own thread and read back afterwards), then packs the other
 * files it wrote (`finish`).
 */
export function packer(distDir: string) {
  const totals: Packed = { files: 0, bytes: 0, brotliBytes: 0 };
  const handed = new Set<string>();
  const waiting: { rel: string; written?: Buffer }[] = [];
  let running = 0;
  let failed: unknown;
  const idle: (() => void)[] = [];
  /** Writes the file first when its bytes were handed over; packs it if it is text worth packing. */
  const run = async ({ rel, written }: (typeof waiting)[number]) => {
    if (written) await writeClientFile(distDir, rel, written);
    const body = TEXT.test(rel) ? (written ?? (await fs.promises.readFile(path.join(distDir, 'client', rel)))) : undefined;
    if (packable(distDir, rel, body)) await save(distDir, rel, body, await pack(rel, body), totals);
  };
  // Two files per core in hand: one compressing while the other's copies are written (libuv's four
  // threads do both). More would only hold more encoders' megabytes of state at once.
  const slots = 2 * os.availableParallelism();
  const next = () => {
    for (; running < slots && waiting.length; running++)
      run(waiting.pop()!)
        .catch((err) => (failed ??= err))
        .finally(() => {
          running--;
          next();
        });
    if (!running && !waiting.length) idle.splice(0).forEach((done) => done());
  };
  return {
    /** Writes a client file, then packs it, as soon as a slot is free. */
    write(rel: string, body: Buffer) {
      handed.add(rel);
      waiting.push({ rel, written: body });
      next();
    },
    /** Packs the files named (every client file when `rels` is absent) not handed over already, removes the copies of `removed`, and waits for all. */
    async finish(rels?: string[], removed: string[] = []): Promise<Packed> {
      for (const rel of removed) fs.rmSync(brotliCopy(distDir, rel), { force: true });
      for (const rel of rels ?? filesUnder(path.join(distDir, 'client'))) if (!handed.has(rel)) waiting.push({ rel });
      await new Promise<void>((done) => {
        idle.push(done);
        next();
      });
      if (failed) throw failed;
      return totals;
    },
  };
}

/** Brotli copies of the client files a build wrote (every one when `rels` is absent); removed files lose theirs. */
export const precompressChanged = (distDir: string, rels?: string[], removed: string[] = []): Promise<Packed> => packer(distDir).finish(rels, removed);

/**
 * Brotli copies of the bundles' files, made as soon as Vite has written them (scripts/build-bundles.ts):
 * the build's own pass finds them in the build cache. Not `index.html`, the pages' template.
 */
export async function packBundles(distDir: string): Promise<Packed> {
  return precompressChanged(distDir, [...filesUnder(path.join(distDir, 'client'))].filter((rel) => rel !== 'index.html'));
}
