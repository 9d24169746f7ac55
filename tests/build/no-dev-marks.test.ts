import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { distDir } from '../../harness/routes';

// npm run dev's click-to-source (src/build/dev-source/) lives only in the dev server: no file the
// build publishes carries a mark, its script or its address.
it('no built file carries any of the dev server click-to-source', () => {
  const client = path.join(distDir(), 'client');
  const files = fs.readdirSync(client, { recursive: true, encoding: 'utf8' }).filter((f) => /\.(html|js|css|json|xml|txt)$/.test(f));
  expect(files.filter((f) => f.endsWith('.html')).length).toBeGreaterThan(10);
  const traces = files.filter((f) => /data-source|data-where|data-fields|dev-source|__open-source|src-toggle/.test(fs.readFileSync(path.join(client, f), 'utf8')));
  expect(traces).toEqual([]);
});
