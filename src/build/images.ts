// Build-time only (Node): responsive AVIF/WebP variants of every photo the pages show.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImageInfo, ImageManifest } from '../core/page-data';
import { rootDir } from '../core/paths';
import { isPublicFile, publicFile } from '../content/public-files';
import { webFileName } from '../content/image-names';
import { writeFileAtomic } from '../content/write-atomic';

export type { ImageManifest };

interface BuildImagesOptions {
  /** Where /images/... paths are found (the project's public/). */
  publicDir: string;
  /** The client build folder; variants go to <outDir>/img/. */
  outDir: string;
  widths?: number[];
  /** Encoded variants are kept here between builds, keyed by the source's content hash. */
  cacheDir?: string;
}

// 800 rather than 960: the most common phones (390-412 px wide at 2x or less) fit it exactly.
const defaultWidths = [480, 800, 1600];
const defaultCacheDir = path.join(rootDir, 'node_modules/.cache/images');

const formats = [
  { type: 'image/avif', ext: 'avif' },
  { type: 'image/webp', ext: 'webp' },
] as const;
type Format = (typeof formats)[number];

/**
 * AVIF with 4:2:0 chroma: half the decode time of sharp's default 4:4:4 for a photo (a 960 px
 * hero: 75 -> 40 ms in libavif), work a phone does on a raster thread beside the main thread.
 * Part of every variant's name, so changed settings never reuse a cached or browser-cached file.
 */
const encoder = {
  avif: { quality: 52, effort: 2, chromaSubsampling: '4:2:0' },
  webp: { quality: 74, effort: 4 },
} as const;

/** The name hash of a photo's variants: its bytes and the settings that encode them. */
function variantHash(bytes: Buffer): string {
  return createHash('sha256').update(bytes).update(JSON.stringify(encoder)).digest('hex').slice(0, 8);
}

/** How many encodes run at once: AVIF is CPU-heavy and the build machine has two cores. */
const concurrency = 2;

/**
 * Counts real encodes (cache misses) and photos opened with libvips to read their size, so tests
 * and build logs can tell a warm rebuild (neither) from a cold one.
 */
export const encodeStats = { encoded: 0, reused: 0, sized: 0 };

/** A photo the build could not read or convert: a content problem, reported in one line without a stack. */
export class ImageError extends Error {
  override name = 'ImageError';
}

/** The referenced images that have no file under publicDir (the content check reports them first). */
export function missingImages(srcs: string[], publicDir: string): string[] {
  return [...new Set(srcs)].filter((src) => !isPublicFile(publicDir, src));
}

/** Width and height of an SVG from its attributes, else from its viewBox. */
function svgSize(text: string, src: string): { width: number; height: number } {
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attr = (name: string) => {
    const m = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)(px)?\\s*["']`, 'i').exec(tag);
    return m ? Number(m[1]) : undefined;
  };
  const box = /\sviewBox\s*=\s*["']\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*["']/i.exec(tag);
  const width = attr('width') ?? (box ? Number(box[1]) : undefined);
  const height = attr('height') ?? (box ? Number(box[2]) : undefined);
  if (!width || !height) throw new ImageError(`${src}: the SVG has no width/height or viewBox, so its size is unknown. Add width and height attributes to its <svg> tag.`);
  return { width: Math.round(width), height: Math.round(height) };
}

/** The requested widths that fit inside the original; a too-small original is used at its own width. */
function variantWidths(original: number, widths: number[]): number[] {
  const fit = [...new Set(widths.map((w) => Math.min(w, original)))];
  return fit.sort((a, b) => a - b);
}

/** sharp, loaded only when a photo must be read or encoded: loading it alone costs a rebuild 0.15 s of processor. */
const libvips = async () => (await import('sharp')).default;

/**
 * A photo's size as displayed, kept beside its cached variants: a rebuild whose variants are all
 * cached never starts libvips (its threads and caches cost time and memory).
 */
async function displayedSize(bytes: Buffer, src: string, cached: string): Promise<{ width: number; height: number }> {
  if (fs.existsSync(cached)) return JSON.parse(fs.readFileSync(cached, 'utf8'));
  encodeStats.sized++;
  const meta = await (await libvips())(bytes)
    .metadata()
    .catch((err: Error) => {
      throw new ImageError(`public${src} could not be read as an image (${err.message}). Replace it with a JPEG, PNG or WebP saved from an image editor.`);
    });
  if (!meta.width || !meta.height) throw new ImageError(`public${src}: its size could not be read; is it a valid image file?`);
  // EXIF orientations 5-8 are quarter turns: the displayed image is the other way round.
  const turned = (meta.orientation ?? 1) >= 5;
  const size = turned ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  writeFileAtomic(cached, JSON.stringify(size));
  return size;
}

async function runLimited(tasks: (() => Promise<void>)[], limit: number) {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) await tasks[next++]();
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
}

async function encode(input: Buffer, width: number, format: Format, file: string) {
  const img = (await libvips())(input).rotate().resize({ width, withoutEnlargement: true });
  // AVIF effort 2: about a fifth of the encode time of the default 4 for files ~20% larger.
  const out = format.ext === 'avif' ? img.avif(encoder.avif) : img.webp(encoder.webp);
  // Written beside the target then renamed, so an interrupted build never leaves half a file in the cache.
  const tmp = `${file}.${process.pid}.tmp`;
  await out.toFile(tmp);
  fs.renameSync(tmp, file);
}

/**
 * Writes AVIF and WebP variants of each raster image to <outDir>/img/<name>-<hash8>-<width>.<ext>
 * (the hash is of the source bytes and the encoder settings, so the files can be cached forever) and returns their srcsets.
 * SVGs are not converted: they are listed with their own size and no sources.
 */
export async function buildImages(srcs: string[], opts: BuildImagesOptions): Promise<ImageManifest> {
  const widths = opts.widths ?? defaultWidths;
  const cacheDir = opts.cacheDir ?? defaultCacheDir;
  const imgDir = path.join(opts.outDir, 'img');
  fs.mkdirSync(imgDir, { recursive: true });
  fs.mkdirSync(cacheDir, { recursive: true });

  const missing = missingImages(srcs, opts.publicDir);
  if (missing.length) {
    throw new ImageError(`Image not found: ${missing.map((s) => `public${s}`).join(', ')}. Add the file under public/images/ or fix the path in the content (names are case-sensitive).`);
  }

  const manifest: ImageManifest = {};
  const tasks: (() => Promise<void>)[] = [];
  const produced = new Set<string>();

  for (const src of [...new Set(srcs)].sort()) {
    const file = publicFile(opts.publicDir, src);
    const bytes = fs.readFileSync(file);
    if (/\.svg$/i.test(src)) {
      manifest[src] = { ...svgSize(bytes.toString('utf8'), src), sources: [], fallback: src };
      continue;
    }
    const hash = variantHash(bytes);
    // A camera's IMG_2041.JPG gives img_2041-<hash>-800.avif.
    const base = webFileName(path.basename(src)).replace(/\.[^.]+$/, '');
    const { width, height } = await displayedSize(bytes, src, path.join(cacheDir, `${base}-${hash}.json`));
    const ws = variantWidths(width, widths);

    const info: ImageInfo = { width, height, sources: [], fallback: src };
    for (const format of formats) {
      const entries: string[] = [];
      for (const w of ws) {
        const name = `${base}-${hash}-${w}.${format.ext}`;
        entries.push(`/img/${name} ${w}w`);
        const cached = path.join(cacheDir, name);
        const target = path.join(imgDir, name);
        tasks.push(async () => {
          if (fs.existsSync(cached)) encodeStats.reused++;
          else {
            await encode(bytes, w, format, cached).catch((err: Error) => {
              throw new ImageError(`public${src} could not be converted (${err.message}). Replace it with a JPEG, PNG or WebP saved from an image editor.`);
            });
            encodeStats.encoded++;
          }
          // The name holds the content's hash: a file already there from the last build is this one.
          if (!fs.existsSync(target)) fs.copyFileSync(cached, target);
        });
        produced.add(name);
      }
      info.sources.push({ type: format.type, srcset: entries.join(', ') });
    }
    manifest[src] = info;
  }

  await runLimited(tasks, concurrency);
  // Variants of photos no page shows any more, left by the last build in the same folder.
  for (const f of fs.readdirSync(imgDir)) if (!produced.has(f)) fs.rmSync(path.join(imgDir, f));
  return manifest;
}
