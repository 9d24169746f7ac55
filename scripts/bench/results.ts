import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rootDir } from '../../src/core/paths';

/** Writes a bench's figures to bench/results/<kind>-<day>.json, with the machine they came from; returns its path. */
export function saveResult(kind: string, result: object): string {
  const dir = path.join(rootDir, 'bench/results');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${kind}-${new Date().toISOString().slice(0, 10)}.json`);
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, Node ${process.version}`;
  fs.writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), machine, load: os.loadavg()[0], ...result }, null, 2) + '\n');
  return path.relative(rootDir, file);
}
