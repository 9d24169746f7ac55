import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../src/core/paths';
import { scratchDir } from './scratch';
import { bundled } from './node-bundle';
import { copyEnv } from './project-copy';
import { post } from './requests';

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
    // A generated guide secret beside the data folder (outside it, as the server requires): a restart on the same data reads it again.
    env: {
      ...(root === rootDir ? process.env : copyEnv()),
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      GUIDE_SECRET_FILE: `${dataDir}.guide-secret`,
      DIST_DIR: opts.distDir ?? path.join(root, 'dist'),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const closed = new Promise<void>((resolve) => proc.once('close', () => resolve()));
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
    // Resolves once the process has exited and all it printed has arrived (its pipes closed).
    async stop(signal = 'SIGTERM') {
      if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
      await closed;
    },
  };
}

/** How long a server may take to print what a test waits for: a safety net, far above the work. */
const SILENT_AFTER_MS = 30_000;

/** Waits until the server has printed what `test` looks for (log lines follow the reply). */
export async function outputMatching(server: RunningServer, test: (out: string) => boolean): Promise<string> {
  const deadline = Date.now() + SILENT_AFTER_MS;
  while (!test(server.output())) {
    if (Date.now() > deadline) throw new Error(`not in the server's output:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  return server.output();
}

/**
 * What the server printed before this call, once all of it has arrived: a robot's post to the
 * enquiry function (`enquiryPath`; the honeypot filled in) prints a line of its own, which comes
 * after it (one pipe, in order).
 */
export async function outputDelivered(server: RunningServer, enquiryPath: string): Promise<string> {
  const marker = 'Enquiry discarded: the honeypot field was filled in.';
  const before = server.output().split(marker).length;
  await post(server, enquiryPath, JSON.stringify({ firstName: 'Robot', website: 'http://spam.example' }));
  const out = await outputMatching(server, (o) => o.split(marker).length > before);
  return out.slice(0, out.lastIndexOf(marker));
}
