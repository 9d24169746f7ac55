import { spawn, type ChildProcess } from 'node:child_process';
import { copyEnv } from './project-copy';

export interface DevServer {
  url: string;
  process: ChildProcess;
  /** What it printed so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * `npm run dev` in a project copy (harness/project-copy.ts), on a free port, once it says where
 * it listens. The browser editor's tests, its bench and its walk-through drive it.
 */
export async function startDevServer(copy: string, env: Record<string, string> = {}): Promise<DevServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.ts'], { cwd: copy, env: copyEnv({ PORT: '0', ...env }), stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    // A safety net: a machine busy with other work has taken over a minute to start it.
    const timer = setTimeout(() => reject(new Error(`dev server did not start:\n${out}`)), 150_000);
    const onData = (d: Buffer) => {
      out += d;
      const m = out.replace(/\x1b\[[0-9;]*m/g, '').match(/Local:\s+(http:\/\/localhost:\d+)\//);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`dev server exited (${code}):\n${out}`)));
  });
  return {
    url,
    process: child,
    output: () => out,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill();
      await exited;
    },
  };
}
