// The backend functions are what their definitions say: one folder each, listed once, and the
// Supabase side (config.toml's sections) derived from them. (Each bundle's files and settings:
// tests/server/edge-functions.test.ts; every route's refusal of a wrong body: tests/hostile/function-bodies.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { functions, functionsApp } from '../../src/server/functions';
import { defineFunction } from '../../src/server/functions/define';
import { configWith, deployed } from '../../scripts/supabase-config';
import { baseDeps } from '../support/deps';

it('each function is the folder of src/server/functions its key names, and every such folder is in definitions.ts', () => {
  const dir = path.join(rootDir, 'src/server/functions');
  const folders = fs.readdirSync(dir, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  expect(functions.map((f) => f.key).sort()).toEqual(folders.sort());
});

it('no two functions answer at one address', () => {
  const names = deployed().map((d) => d.name);
  expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
});

it("supabase/config.toml has each function's section as npm run build:functions writes it from the definitions", () => {
  const config = fs.readFileSync(path.join(rootDir, 'supabase/config.toml'), 'utf8');
  expect(config, 'supabase/config.toml is out of date with the functions: run npm run build:functions').toBe(configWith(config, deployed()));
});

it('a POST route without a request schema, or a schema without its route, stops the start, naming the function', () => {
  const answer = () => {
    const app = new Hono();
    app.post('/', (c) => c.json({ ok: true }));
    return app;
  };
  const base = { settings: [], privateFiles: [], cors: 'site-origins', routes: answer } as const;
  expect(() => functionsApp(baseDeps(), [defineFunction({ key: 'unschemed', requests: {}, ...base })])).toThrow(
    'Function unschemed: no request schema for POST / (its definition\'s requests, src/server/functions/unschemed/index.ts).',
  );
  expect(() => functionsApp(baseDeps(), [defineFunction({ key: 'unrouted', requests: { '/': {}, '/more': {} }, ...base })])).toThrow(
    'Function unrouted: request schemas for no route: /more',
  );
});
