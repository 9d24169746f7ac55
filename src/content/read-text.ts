import { isUtf8 } from 'node:buffer';
import fs from 'node:fs';
import { messages, say } from '../core/messages';
import { at, type ContentError } from './errors';
import { relativeName } from '../core/paths';

/** The offset of the first byte that breaks UTF-8, or -1 when the whole buffer is valid. */
export function invalidUtf8At(buf: Uint8Array): number {
  for (let i = 0; i < buf.length; ) {
    const b = buf[i];
    const n = b < 0x80 ? 0 : b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (n < 0) return i;
    for (let k = 1; k <= n; k++) if (i + k >= buf.length || (buf[i + k] & 0xc0) !== 0x80) return i;
    // Overlong forms, surrogates and code points past U+10FFFF.
    if ((b === 0xe0 && buf[i + 1] < 0xa0) || (b === 0xed && buf[i + 1] > 0x9f) || (b === 0xf0 && buf[i + 1] < 0x90) || (b === 0xf4 && buf[i + 1] > 0x8f)) return i;
    i += n + 1;
  }
  return -1;
}

/**
 * A content file's text. Invalid UTF-8 is an error naming the file, line, column and byte
 * offset, instead of being silently replaced by U+FFFD in the built page.
 */
export function readText(absPath: string): { text: string; error?: undefined } | { text?: undefined; error: ContentError } {
  const buf = fs.readFileSync(absPath);
  // Node's native check first: the byte-by-byte scan, which finds where, is for a file that fails it.
  const bad = isUtf8(buf) ? -1 : invalidUtf8At(buf);
  if (bad < 0) return { text: buf.toString('utf8') };
  const before = buf.subarray(0, bad);
  const line = before.filter((b) => b === 0x0a).length + 1;
  const col = bad - before.lastIndexOf(0x0a);
  return {
    error: at({ file: relativeName(absPath), line, col, where: '' }, say(messages.notUtf8, { byte: bad, value: buf[bad] })),
  };
}
