import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../../src/content/paths';
import { scratchDir } from './scratch';
import { bundled } from './node-bundle';
import { copyEnv } from './project-copy';

export interface RunningServer {
  url: string;
  dataDir: string;
  proc: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the real server (src/server/main.ts, bundled: node-bundle.ts) on a free port with its own data directory. */
export async function startServer(
  opts: { distDir?: string; env?: Record<string, string>; dataDir?: string; root?: string } = {},
): Promise<RunningServer> {
  const root = opts.root ?? rootDir;
  const dataDir = opts.dataDir ?? scratchDir('guesthouse-data');
  // A copy of the project runs its own sources, through tsx as `npm run serve` does.
  const entry = root === rootDir ? [await bundled('src/server/main.ts')] : ['--import', 'tsx', path.join(root, 'src/server/main.ts')];
  const proc = spawn(process.execPath, entry, {
    cwd: root,
    // A copy's content is at its root.
    env: { ...(root === rootDir ? process.env : copyEnv()), PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: opts.distDir ?? path.join(root, 'dist'), ...opts.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => (out += d));
  proc.stderr!.on('data', (d) => (out += d));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    proc.stdout!.on('data', () => {
      const m = out.match(/running at (http:\/\/[^\s/]+:\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    });
    proc.on('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  return {
    url,
    dataDir,
    proc,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve(); // exited, or killed by a signal
        proc.once('exit', () => resolve());
        proc.kill(signal);
      }),
  };
}
