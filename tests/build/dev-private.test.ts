// What `npm run dev` must never serve, by any spelling of its address (tests/browser/dev-server.test.ts
// asks the running development server the same addresses).
import path from 'node:path';
import { expect, it } from 'vitest';
import { devPathTargets } from '../../src/build/dev-private';

const root = '/project';
const reaches = (url: string, file: string) => devPathTargets(url, root)?.includes(path.join(root, file)) ?? false;

it.each([
  '/private/guide.yaml',
  '/private/guide.yaml?raw',
  '/private/guide.yaml?import&url',
  '/%70rivate/guide.yaml',
  '/%2570rivate/guide.yaml',
  '/private%2Fguide.yaml',
  '/src/server/guide/../../../private/guide.yaml',
  '/src/%2e%2e/private/guide.yaml',
  '/src\\..\\private\\guide.yaml',
  '/@fs/project/private/guide.yaml',
  '/@fs//project/src/../private/guide.yaml',
  '/@id/private/guide.yaml',
  '/@id/./private/guide.yaml',
  '//private/guide.yaml',
])('%s reaches private/guide.yaml', (url) => {
  expect(reaches(url, 'private/guide.yaml')).toBe(true);
});

it('a malformed escape reaches nothing', () => {
  expect(devPathTargets('/private/%E0%A4%A', root)).toBeUndefined();
});

it('an address is looked up in the public folder too, which Vite serves at /', () => {
  expect(devPathTargets('/leak.yaml', root)).toContain(path.join(root, 'public/leak.yaml'));
  expect(devPathTargets('/leak.yaml', root, '/content/public')).toContain('/content/public/leak.yaml');
});
