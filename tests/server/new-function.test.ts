// The developer's path to a backend function: `npm run new-function` in a copy of the project
// makes one in one folder, touching nothing else but the one line that lists it (and what is
// derived: its section of supabase/config.toml, the generated types). Then, with nothing more
// written, it answers on the embedded server, on `npm run dev`, and under Deno from the bundle
// `npm run build:functions` makes for Supabase, and the test it came with passes.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { bundled } from '../../harness/node-bundle';
import { changedFiles, copyEnv, copyProject, snapshot } from '../../harness/project-copy';
import { request } from '../../harness/requests';
import { startServer, type RunningServer } from '../../harness/server';
import { useMigratedPostgres } from '../support/postgres';
import { useDenoBundles } from '../support/deno-bundles';
import { site } from './enquiry-deps';

const copy = copyProject();
const pg = useMigratedPostgres();
const startBundle = useDenoBundles(() => pg.url);
let server: RunningServer | undefined;
let dev: ChildProcess | undefined;
afterAll(async () => {
  await server?.stop();
  if (dev && dev.exitCode === null && dev.signalCode === null) {
    const exited = new Promise((r) => dev!.once('exit', r));
    dev.kill();
    await exited;
  }
  fs.rmSync(copy, { recursive: true, force: true });
});

const run = async (script: string, args: string[] = []) =>
  execFileSync(process.execPath, [await bundled(script, copy), ...args], { cwd: copy, stdio: 'pipe', encoding: 'utf8', env: copyEnv() });

/** A POST of JSON on a connection of its own (harness/requests.ts). */
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  request({ url }, 'POST', '', { 'content-type': 'application/json', ...headers }, JSON.stringify(body));

/** What the scaffold's function answers, wherever it runs: the same handler, the same reply. */
async function answers(url: string) {
  const ok = await post(url, { message: 'Hello' });
  expect(ok.status).toBe(200);
  expect(await ok.json()).toEqual({ ok: true, received: 'Hello', from: site.brand.name });
  const wrong = await post(url, { colour: 'blue' });
  expect(wrong.status).toBe(400);
  expect(((await wrong.json()) as { fields: Record<string, string> }).fields).toEqual({ message: 'is required', colour: 'is not a known field' });
}

describe.sequential('npm run new-function tide-times', () => {
  it('writes the function in its folder, its line in the list and what derives from them, nothing else', async () => {
    const before = snapshot(copy);
    const out = await run('scripts/new-function.ts', ['tide-times']);
    expect(out).toContain('Next:');
    expect(changedFiles(before, snapshot(copy))).toEqual([
      'src/core/types/content.gen.ts',
      'src/server/functions/definitions.ts',
      'src/server/functions/tide-times/index.ts',
      'src/server/functions/tide-times/request.schema.json',
      'src/server/functions/tide-times/tide-times.test.ts',
      'supabase/config.toml',
    ]);
    const lines = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8').split('\n');
    const added = (file: string) => lines(copy, file).filter((l) => !lines(rootDir, file).includes(l));
    expect(added('src/server/functions/definitions.ts')).toEqual(["export { default as tideTimes } from './tide-times';"]);
    expect(added('supabase/config.toml')).toEqual([
      '[functions.tide-times]',
      'entrypoint = "./functions/tide-times/bundle/index.js"',
      'static_files = ["./functions/tide-times/bundle/site.yaml", "./functions/tide-times/bundle/schemas/**"]',
    ]);
    expect(added('src/core/types/content.gen.ts')).toContain('export interface TideTimesRequest {');
  }, 120_000);

  it('passes the type check and the test it came with', () => {
    execFileSync(path.join(copy, 'node_modules/.bin/tsc'), ['--noEmit', '-p', '.'], { cwd: copy, stdio: 'pipe', env: copyEnv() });
    const out = execFileSync(path.join(copy, 'node_modules/.bin/vitest'), ['run', '--project', 'unit', 'src/server/functions/tide-times'], {
      cwd: copy,
      encoding: 'utf8',
      stdio: 'pipe',
      env: copyEnv({ NO_COLOR: '1', FORCE_COLOR: '0' }),
    });
    expect(out).toMatch(/Tests\s+3 passed/);
  }, 240_000);

  it('answers on the embedded server', async () => {
    server = await startServer({ root: copy, distDir: path.join(rootDir, 'dist-fixture') });
    await answers(`${server.url}/functions/v1/tide-times`);
    // Only the site's own pages may call it, as its definition says.
    expect((await post(`${server.url}/functions/v1/tide-times`, { message: 'Hello' }, { origin: 'https://elsewhere.example' })).status).toBe(403);
  }, 120_000);

  it('answers on npm run dev', async () => {
    dev = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], { cwd: copy, env: copyEnv({ PORT: '0' }), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    const url = await new Promise<string>((resolve, reject) => {
      const onData = (d: Buffer) => {
        out += d;
        const m = out.replace(/\x1b\[[0-9;]*m/g, '').match(/Local:\s+(http:\/\/localhost:\d+)\//);
        if (m) resolve(m[1]);
      };
      dev!.stdout!.on('data', onData);
      dev!.stderr!.on('data', onData);
      dev!.once('exit', (code) => reject(new Error(`npm run dev exited (${code}):\n${out}`)));
    });
    await answers(`${url}/functions/v1/tide-times`);
  }, 180_000);

  it('answers under Deno from the bundle npm run build:functions makes, which leaves config.toml as the scaffold wrote it', async () => {
    const config = fs.readFileSync(path.join(copy, 'supabase/config.toml'), 'utf8');
    // As `npm run build:functions` runs it, through tsx.
    const out = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/build-functions.ts'], { cwd: copy, encoding: 'utf8', stdio: 'pipe', env: copyEnv() });
    expect(out).toContain('built supabase/functions/tide-times/bundle/');
    expect(fs.readFileSync(path.join(copy, 'supabase/config.toml'), 'utf8')).toBe(config);
    await answers(await startBundle(path.join(copy, 'supabase/functions/tide-times/bundle'), 'tide-times'));
  }, 180_000);
});
