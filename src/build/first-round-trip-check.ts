import fs from 'node:fs';
import { brotliCopy } from '../core/dist-layout';
import { FIRST_WINDOW_BYTES } from '../core/first-round-trip';
import { routeFile } from './prerender';

/** What the answer's status line and headers take of the first window (the embedded server's: about 850 bytes). */
export const HEADER_ROOM = 900;
/** The most compressed HTML a page can have and still arrive in the first round trip. */
export const PAGE_ROOM = FIRST_WINDOW_BYTES - HEADER_ROOM;

/** The routes whose compressed page is past the first round trip, with its size. */
export function pagesPastFirstRoundTrip(distDir: string, routes: string[]): { route: string; bytes: number }[] {
  return routes
    .map((route) => ({ route, bytes: fs.statSync(brotliCopy(distDir, routeFile(route)), { throwIfNoEntry: false })?.size ?? 0 }))
    .filter((p) => p.bytes > PAGE_ROOM);
}

/** The build's warning for them: content can grow a page past it, so it is said, not failed. */
export function firstRoundTripWarning(pages: { route: string; bytes: number }[]): string | undefined {
  if (!pages.length) return undefined;
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  return [
    `${pages.length === 1 ? 'A page is' : `${pages.length} pages are`} past what a phone's first round trip carries (${kb(PAGE_ROOM)} of compressed HTML), so ${pages.length === 1 ? 'its' : 'their'} first paint waits a round trip longer (150 ms on a slow phone):`,
    ...pages.map((p) => `  ${p.route}: ${kb(p.bytes)}, ${p.bytes - PAGE_ROOM} bytes over`),
    'Shorten the page (its text, or a block it can do without), or split it in two.',
  ].join('\n');
}
