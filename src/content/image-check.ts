import fs from 'node:fs';
import { imageSize } from 'image-size';
import type { ImageProblem } from '../core/messages/images';

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
export function imageProblem(file: string): ImageProblem | undefined {
  let st: fs.Stats;
  try {
    st = fs.statSync(file);
  } catch {
    return undefined; // missing: reported as not found
  }
  if (st.isDirectory()) return { kind: 'folder' };
  const bytes = fs.readFileSync(file);
  let size: ReturnType<typeof imageSize>;
  try {
    size = imageSize(bytes);
  } catch {
    return { kind: 'not-an-image' };
  }
  if (!size.width || !size.height) return { kind: 'no-size' };
  if (size.type === 'svg') return undefined;
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE)
    return { kind: 'too-large', width: size.width, height: size.height, max: MAX_IMAGE_SIDE };
  const end = ends[size.type ?? ''];
  // A photo cut short in copying still has a good header; its missing end would stop the build.
  if (end && !bytes.subarray(-32).includes(end.bytes)) return { kind: 'cut-short', end: end.name };
  return undefined;
}
