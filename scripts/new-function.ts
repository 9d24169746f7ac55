// `npm run new-function <name>`: a new backend function in one folder, answering at
// /functions/v1/<name> on the embedded server and `npm run dev` at once, and on Supabase after
// `npm run build:functions`. Writes src/server/functions/<name>/ (its definition with its routes,
// its request schema, its test), the one line in src/server/functions/definitions.ts, its section
// of supabase/config.toml, and regenerates the types.
import fs from 'node:fs';
import path from 'node:path';
import { generateTypes } from '../src/content/gen-types';
import { rootDir } from '../src/core/paths';
import { configWith, deployed } from './supabase-config';

const name = process.argv[2] ?? '';
const fail = (why: string) => {
  console.error(`${why}\nUsage: npm run new-function <name>   (name in kebab-case, e.g. tide-times)`);
  process.exit(1);
};
/** Longer names make unreadable types and addresses. */
const MAX_NAME = 40;
const shown = name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name;
if (name.length > MAX_NAME) fail(`"${shown}" is ${name.length} characters long: a function's name is at most ${MAX_NAME}.`);
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`"${shown}" is not a kebab-case name.`);

const functionsDir = path.join(rootDir, 'src/server/functions');
const dir = path.join(functionsDir, name);
// src/server/functions/router.ts, define.ts...: a folder of the same name would shadow the module.
const engineFiles = fs.readdirSync(functionsDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
const shadowed = engineFiles.find((f) => f.replace(/\.[^.]+$/, '') === name);
if (shadowed) fail(`"${name}" is taken by the functions' own src/server/functions/${shadowed}: choose another name.`);
if (fs.existsSync(dir)) fail(`A function named ${name} exists already.`);
const present = deployed();
const taken = present.find((f) => f.name === name);
if (taken) fail(`"${name}" is the address of the ${taken.key} function already (site.yaml backend.functions): choose another name.`);

const pascal = name.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = pascal[0].toLowerCase() + pascal.slice(1);
const type = `${pascal}Request`;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`  wrote ${path.relative(rootDir, file)}`);
};

write(
  path.join(dir, 'request.schema.json'),
  JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: `functions/${name}/request.schema.json`,
      title: type,
      description: `TODO: the body of POST /functions/v1/${name}, in one sentence.`,
      type: 'object',
      additionalProperties: false,
      required: ['message'],
      properties: {
        message: { type: 'string', minLength: 1, maxLength: 500, description: 'TODO: what the caller sends.' },
      },
    },
    null,
    2,
  ) + '\n',
);

write(
  path.join(dir, 'index.ts'),
  `import { Hono } from 'hono';
import type { ${type} } from '../../../core/types/content.gen';
import { parseBody } from '../../validate-body';
import { defineFunction } from '../define';
import request from './request.schema.json' with { type: 'json' };

/** TODO: what the ${name} function answers, in one sentence. */
export default defineFunction({
  key: '${name}',
  // The body each POST route accepts, by its path under /functions/v1/${name}.
  requests: { '/': request },
  // The settings (environment variables; secrets on Supabase) it reads, each in docs/hosting.md#settings.
  settings: [],
  // Files under the content folder it reads at run time (private/...): its Supabase bundle ships them.
  privateFiles: [],
  // Only the site's own pages may call it; 'any-origin' for public data.
  cors: 'site-origins',
  routes(deps) {
    const app = new Hono();
    app.post('/', async (c) => {
      c.header('Cache-Control', 'no-store');
      const parsed = await parseBody<${type}>(c, request);
      if (!parsed.ok) return parsed.response;
      return c.json({ ok: true, received: parsed.data.message, from: deps.site.brand.name });
    });
    return app;
  },
});
`,
);

write(
  path.join(dir, `${name}.test.ts`),
  `import { Hono } from 'hono';
import { expect, it } from 'vitest';
import { baseDeps } from '../../../../tests/support/deps';
import { functionsApp } from '../index';
import definition from './index';

const deps = baseDeps();
const app = new Hono().route('/functions/v1', functionsApp(deps, [definition]));
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request('/functions/v1/${name}', { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

it('answers a request of the right shape', async () => {
  const res = await post({ message: 'Hello' });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true, received: 'Hello', from: deps.site.brand.name });
});

it('refuses a body of the wrong shape with a reason per field', async () => {
  const res = await post({ message: '', colour: 'blue' });
  expect(res.status).toBe(400);
  const { fields } = (await res.json()) as { fields: Record<string, string> };
  expect(Object.keys(fields).sort()).toEqual(['colour', 'message']);
});

it("refuses another site's page", async () => {
  const res = await post({ message: 'Hello' }, { origin: 'https://elsewhere.example' });
  expect(res.status).toBe(403);
});
`,
);

// The one shared line: the router, the Supabase entry points and config.toml are built from this list.
const defs = path.join(functionsDir, 'definitions.ts');
const lines = fs.readFileSync(defs, 'utf8').split('\n');
const entries = [...lines.filter((l) => l.startsWith('export ')), `export { default as ${camel} } from './${name}';`].sort((a, b) =>
  a.slice(a.indexOf("'")).localeCompare(b.slice(b.indexOf("'"))),
);
fs.writeFileSync(defs, [...lines.filter((l) => l && !l.startsWith('export ')), ...entries, ''].join('\n'));
console.log(`  added ${name} to src/server/functions/definitions.ts`);

const config = path.join(rootDir, 'supabase/config.toml');
fs.writeFileSync(config, configWith(fs.readFileSync(config, 'utf8'), [...present, { name, privateFiles: [] }]));
console.log('  added its section to supabase/config.toml');
fs.writeFileSync(path.join(rootDir, 'src/core/types/content.gen.ts'), await generateTypes());
console.log(`  regenerated src/core/types/content.gen.ts (${type})`);

console.log(`
Next:
  1. src/server/functions/${name}/request.schema.json: the body it accepts, each field with a description; then npm run gen.
  2. src/server/functions/${name}/index.ts: what it answers, the settings and private files it reads, who may call it.
     Work after each reply on Supabase, which has no worker between requests: afterReply (see enquiry/index.ts).
  3. npx vitest run src/server/functions/${name}. It answers at /functions/v1/${name} on npm start and npm run dev;
     npm run build:functions bundles it for Supabase (supabase functions deploy ${name}).`);
