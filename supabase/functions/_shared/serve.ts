// What every Supabase Edge Function runs: settings from the function's secrets (Deno.env), the
// Postgres store on the project's database, and the same Hono handlers the embedded server runs,
// so both hosts answer one wire contract (see src/server/functions). Each function's entry point
// is two lines that `npm run build:functions` writes from its definition: import the definition,
// serveFunction(definition).
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { parse } from 'yaml';
import { rootDir } from '../../../src/core/paths.ts';
import type { ServerDeps } from '../../../src/server/deps.ts';
import { functionsRouter } from '../../../src/server/functions/router.ts';
import type { FunctionDefinition } from '../../../src/server/functions/define.ts';
import { databaseUrl } from '../../../src/server/store/location.ts';
import { postgresStore } from '../../../src/server/store/postgres.ts';
import { safeLog } from '../../../src/server/log.ts';
import type { SiteConfig } from '../../../src/core/types/content.gen.ts';

export function edgeDeps(): ServerDeps {
  // Supabase sets SUPABASE_DB_URL for every function; DATABASE_URL overrides it (another database).
  const url = databaseUrl(Deno.env.toObject());
  if (!url) throw new Error('No database: SUPABASE_DB_URL (set by Supabase) or DATABASE_URL is needed.');
  // site.yaml was validated by the build; it ships with the function (config.toml static_files).
  const site = parse(fs.readFileSync(path.join(rootDir, 'site.yaml'), 'utf8')) as SiteConfig;
  return {
    site,
    // One connection per instance: instances are many and short-lived, the database's slots are few.
    store: postgresStore(url, { max: 1 }),
    // There is no socket address, only the gateway's X-Forwarded-For (see the README's
    // Hardening: nothing depends on it being true). A function answers the internet (HOST),
    // so the guide's public demo code is never accepted here. An instance has no disk that
    // lasts, so no secret file: the guide needs GUIDE_SECRET (src/server/guide/secret.ts).
    env: { TRUST_PROXY: '1', HOST: '0.0.0.0', ...Deno.env.toObject(), GUIDE_SECRET_FILE: '' },
    rootDir,
    distDir: path.join(rootDir, 'dist'),
    now: Date.now,
    log: safeLog(console),
  };
}

declare const EdgeRuntime: { waitUntil(p: Promise<unknown>): void } | undefined;

/**
 * Serves one function at /<name> (Supabase strips /functions/v1 before the function sees the
 * path). Its `afterReply` work runs once each reply is out; the runtime keeps the instance alive
 * until it ends.
 */
export function serveFunction(definition: FunctionDefinition, deps: ServerDeps = edgeDeps()): void {
  const app = new Hono().route('/', functionsRouter(deps, [definition]));
  const after = definition.afterReply?.(deps);
  Deno.serve(async (req) => {
    const res = await app.fetch(req);
    if (after && typeof EdgeRuntime !== 'undefined') EdgeRuntime.waitUntil(after());
    return res;
  });
}
