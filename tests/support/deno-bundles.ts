import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { rootDir } from '../../src/core/paths';
import { scratchDir } from '../../harness/scratch';
import { freePort } from './postgres';

/** The `deno` npm package's binary: Supabase's runtime for the tests. */
export const deno = path.join(rootDir, 'node_modules', '.bin', 'deno');

/**
 * Starts Supabase function bundles (`npm run build:functions`' bundle/ folders) under Deno as
 * Supabase would, against `databaseUrl()` (SUPABASE_DB_URL), each stopped after its test. A
 * bundle runs from a copy in a scratch folder, so that it can reach nothing of the project.
 */
export function useDenoBundles(databaseUrl: () => string): (bundle: string, name: string, env?: Record<string, string>) => Promise<string> {
  const running: ChildProcess[] = [];
  afterEach(async () => {
    for (const p of running.splice(0)) {
      // One that refused to start is gone already.
      if (p.exitCode !== null || p.signalCode !== null) continue;
      const gone = new Promise((r) => p.once('exit', r));
      p.kill('SIGTERM');
      await gone;
    }
  });
  /** The function's URL once it listens (Supabase strips /functions/v1 before a function sees the path). */
  return async (bundle, name, env = {}) => {
    const port = await freePort();
    const copy = scratchDir(name);
    fs.cpSync(bundle, copy, { recursive: true });
    const p = spawn(deno, ['run', '-A', 'index.js'], {
      cwd: copy,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, SUPABASE_DB_URL: databaseUrl(), DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running.push(p);
    let log = '';
    p.stdout!.on('data', (d) => (log += d));
    p.stderr!.on('data', (d) => (log += d));
    await new Promise<void>((resolve, reject) => {
      const t = setInterval(() => log.includes('Listening on') && (clearInterval(t), resolve()), 50);
      p.once('exit', (code) => (clearInterval(t), reject(new Error(`${name} exited (${code}):\n${log}`))));
    });
    return `http://127.0.0.1:${port}/${name}`;
  };
}
