import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brotliCopy } from '../../src/core/dist-layout';
import { PAGE_ROOM, firstRoundTripWarning, pagesPastFirstRoundTrip } from '../../src/build/first-round-trip-check';
import { scratchDir } from '../../harness/scratch';

describe("the build's warning for a page past the first round trip", () => {
  it('names each page over, by how many bytes, and says what to do; a page that fits is not named', () => {
    const dist = scratchDir('round-trip');
    const write = (rel: string, bytes: number) => {
      fs.mkdirSync(path.dirname(brotliCopy(dist, rel)), { recursive: true });
      fs.writeFileSync(brotliCopy(dist, rel), Buffer.alloc(bytes));
    };
    write('index.html', PAGE_ROOM + 120);
    write('about/index.html', PAGE_ROOM);
    write('contact/index.html', 400);
    const past = pagesPastFirstRoundTrip(dist, ['/', '/about', '/contact', '/never-packed']);
    expect(past).toEqual([{ route: '/', bytes: PAGE_ROOM + 120 }]);
    const warning = firstRoundTripWarning(past)!;
    expect(warning).toMatch(/^A page is past what a phone's first round trip carries \(13\.4 KB of compressed HTML\)/);
    expect(warning).toContain('  /: 13.5 KB, 120 bytes over');
    expect(warning).toContain('Shorten the page');
    expect(firstRoundTripWarning([])).toBeUndefined();
  });
});
