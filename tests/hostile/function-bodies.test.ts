// Every backend function, as its definition lists its routes: a body of the wrong shape on each
// POST route is a 400 naming the fields, and any other method a 405. A new function is covered
// the day it is added to src/server/functions/definitions.ts.
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { functions, functionsApp } from '../../src/server/functions';
import { functionName } from '../../src/server/functions/define';
import { testDeps } from '../support/deps';

const deps = testDeps();
const app = new Hono().route('/functions/v1', functionsApp(deps));

for (const { key, requests } of functions) {
  describe(`the ${key} function`, () => {
    for (const route of Object.keys(requests)) {
      const url = `/functions/v1/${functionName(deps.site, key)}${route === '/' ? '' : route}`;
      it(`POST ${url} with a field it does not know: 400 naming it`, async () => {
        const res = await app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 'drop tables': 1 }) });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { fields: Record<string, string> }).fields['drop tables']).toBe('is not a known field');
      });

      it(`POST ${url} with a body that is not JSON: 400 saying so`, async () => {
        const res = await app.request(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"unfinished' });
        expect(res.status).toBe(400);
        expect(((await res.json()) as { fields: Record<string, string> }).fields['(body)']).toBe('is not valid JSON');
      });

      it(`PUT ${url}: 405, POST allowed`, async () => {
        const res = await app.request(url, { method: 'PUT', body: '{}' });
        expect(res.status).toBe(405);
        expect(res.headers.get('allow')).toBe('POST, OPTIONS');
      });
    }
  });
}
