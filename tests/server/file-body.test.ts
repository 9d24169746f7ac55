// A streamed file's body (src/server/http/file-body.ts): the bytes asked for, across its chunks,
// and the file closed however the body ends.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileBody } from '../../src/server/http/file-body';
import { scratchDir } from '../../harness/scratch';

const dir = scratchDir('file-body');
const file = path.join(dir, 'photo.bin');
// Three chunks and a bit, each byte telling where it is.
const bytes = Buffer.from(Array.from({ length: 3 * 65536 + 5 }, (_, i) => (i * 7 + (i >> 16)) & 255));
fs.writeFileSync(file, bytes);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const read = async (start: number, end: number) => {
  const handle = await fs.promises.open(file);
  const body = Buffer.from(await new Response(fileBody(handle, start, end)).arrayBuffer());
  return { body, handle };
};

describe('a file sent as a stream', () => {
  it.each([
    ['the whole file', 0, bytes.length - 1],
    ['a range across two chunks', 65530, 65545],
    ['the last byte', bytes.length - 1, bytes.length - 1],
    ['one byte', 0, 0],
    ['exactly one chunk', 65536, 2 * 65536 - 1],
  ])('%s: those bytes, and the file closed', async (_, start, end) => {
    const { body, handle } = await read(start, end);
    expect(body.equals(bytes.subarray(start, end + 1))).toBe(true);
    await expect.poll(() => handle.fd).toBe(-1);
  });

  it('closes the file when the client goes away mid-way', async () => {
    const handle = await fs.promises.open(file);
    const reader = fileBody(handle, 0, bytes.length - 1).getReader();
    expect((await reader.read()).value?.length).toBe(65536);
    await reader.cancel();
    await expect.poll(() => handle.fd).toBe(-1);
  });

  it('fails, and closes the file, when the file is shorter than the bytes it was to send', async () => {
    const short = path.join(dir, 'cut.bin');
    fs.writeFileSync(short, bytes.subarray(0, 100_000));
    const handle = await fs.promises.open(short);
    await expect(new Response(fileBody(handle, 0, bytes.length - 1)).arrayBuffer()).rejects.toThrow(/ended at byte 100000 of 196613/);
    await expect.poll(() => handle.fd).toBe(-1);
  });
});
