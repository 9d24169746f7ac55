import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';

// Migrations are applied by number (SQLite) and by name (Postgres): two with the same number or
// timestamp, as two branches each adding "the next one" make, would leave one never applied.
const names = (dir: string) => fs.readdirSync(path.join(rootDir, dir)).filter((f) => f.endsWith('.sql'));
const repeated = (keys: string[]) => keys.filter((k, i) => keys.indexOf(k) !== i);

it('SQLite migrations have one number each, and the Supabase ones one timestamp each', () => {
  expect(repeated(names('src/server/migrations').map((f) => f.slice(0, 3)))).toEqual([]);
  expect(repeated(names('supabase/migrations').map((f) => f.split('_')[0]))).toEqual([]);
});
