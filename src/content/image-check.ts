import fs from 'node:fs';
import { imageSize } from 'image-size';

/** The largest photo the build converts: bigger ones take minutes and gigabytes, and no screen needs them. */
const MAX_IMAGE_SIDE = 10_000;

const ends: Record<string, { bytes: Buffer; name: string }> = {
  jpg: { bytes: Buffer.from([0xff, 0xd9]), name: 'end-of-image marker' },
  png: { bytes: Buffer.from('IEND'), name: 'IEND chunk' },
};

/**
 * What is wrong with an image file the content shows, read from its header (and, for JPEG and
 * PNG, its last bytes) without decoding it; undefined when the build can convert it.
 */
export function imageProblem(file: string): string | undefined {
  let st: fs.Stats;
  try {
    st = fs.statSync(file);
  } catch {
    return undefined; // missing: reported as not found
  }
  if (st.isDirectory()) return 'is a folder, not an image file';
  const bytes = fs.readFileSync(file);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return 'is not an image file the site can show (JPEG, PNG, WebP or SVG); it may be damaged or have the wrong extension';
  }
  if (!size.width || !size.height) return 'has no width and height in its header';
  if (size.type === 'svg') return undefined;
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    return `is ${size.width} × ${size.height} px; the largest the site converts is ${MAX_IMAGE_SIDE} px on a side`;
  const end = ends[size.type ?? ''];
  // A photo cut short in copying still has a good header; its missing end would stop the build.
  if (end && !bytes.subarray(-32).includes(end.bytes)) return `is cut short: its ${end.name} is missing (the copy did not finish?)`;
  return undefined;
}
