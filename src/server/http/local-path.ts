/**
 * A path this site may redirect to: one "/" then anything but a second slash or a backslash,
 * no control characters. "//evil.example" and "/\evil.example" are other sites to a browser.
 */
export function isLocalPath(p: string): boolean {
  return p === '/' || (/^\/[^/\\]/.test(p) && !/[\x00-\x1f\x7f]/.test(p));
}
