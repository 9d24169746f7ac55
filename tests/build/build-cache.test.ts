import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cacheKey, remembered } from '../../src/build/build-cache';
import { rootDir } from '../../src/core/paths';

// A kind of result of this test's own, removed after it.
const kind = `test-${process.pid}`;
const dir = path.join(rootDir, 'node_modules/.cache/build', kind);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('makes a result once per set of inputs and reads it back after, whole', async () => {
  let made = 0;
  const make = async () => Buffer.from(`result ${++made}`);
  const key = cacheKey(Buffer.from('page bytes'), '6');

  expect(String(await remembered(kind, key, make))).toBe('result 1');
  expect(String(await remembered(kind, key, make))).toBe('result 1');
  expect(made).toBe(1);
  // Other inputs, or the same ones in another order, are another result.
  expect(String(await remembered(kind, cacheKey('6', Buffer.from('page bytes')), make))).toBe('result 2');
  expect(cacheKey('ab', 'c')).not.toBe(cacheKey('a', 'bc'));
  expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
});

it('keeps nothing when making the result fails', async () => {
  const key = cacheKey('fails');
  await expect(remembered(kind, key, () => Promise.reject(new Error('encoder crashed')))).rejects.toThrow('encoder crashed');
  expect(String(await remembered(kind, key, async () => Buffer.from('made after all')))).toBe('made after all');
});
