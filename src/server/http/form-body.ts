/** A body in a charset this platform cannot decode, or bytes that are not valid in it. */
export class FormCharsetError extends Error {
  override name = 'FormCharsetError';
}

const hex = (b: number) => (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66);

/** "+" and %XX back to the bytes the client encoded (URLSearchParams would decode them as UTF-8 only). */
function unescapeBytes(bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length);
  let n = 0;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i];
    if (b === 0x2b) out[n++] = 0x20;
    else if (b === 0x25 && i + 2 < bytes.length && hex(bytes[i + 1]) && hex(bytes[i + 2])) {
      out[n++] = parseInt(String.fromCharCode(bytes[i + 1], bytes[i + 2]), 16);
      i += 2;
    } else out[n++] = b;
  }
  return out.subarray(0, n);
}

/**
 * An application/x-www-form-urlencoded body, decoded in the charset it declares (UTF-8 when it
 * declares none), so a Latin-1 client's "Jos%E9" is stored as José rather than "Jos\uFFFD".
 * Later fields of the same name win, as with Hono's parseBody. Fields have no prototype.
 */
export function decodeForm(body: Uint8Array, charset = 'utf-8'): Record<string, string> {
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(charset, { fatal: true });
  } catch {
    throw new FormCharsetError(`charset ${charset.slice(0, 40)} is not one this server can read; send UTF-8`);
  }
  const fields: Record<string, string> = Object.create(null);
  let start = 0;
  for (let i = 0; i <= body.length; i++) {
    if (i < body.length && body[i] !== 0x26) continue;
    const pair = body.subarray(start, i);
    start = i + 1;
    if (!pair.length) continue;
    const eq = pair.indexOf(0x3d);
    const [name, value] = eq < 0 ? [pair, new Uint8Array(0)] : [pair.subarray(0, eq), pair.subarray(eq + 1)];
    try {
      fields[decoder.decode(unescapeBytes(name))] = decoder.decode(unescapeBytes(value));
    } catch {
      throw new FormCharsetError(`the body is not valid ${charset.slice(0, 40)} text`);
    }
  }
  return fields;
}
