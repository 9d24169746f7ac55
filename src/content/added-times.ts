import { execFileSync } from 'node:child_process';
import { rootDir } from '../core/paths';

const git = (args: string[]) => execFileSync('git', args, { cwd: rootDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

/**
 * When git added each of `files` (project-relative names), in seconds since 1970: the newest
 * add, for a file deleted and added again; Infinity for a file git does not have yet (new, not
 * committed). Undefined without git or outside a repository (a download, a copy).
 */
export function gitAddedTimes(files: string[]): Map<string, number> | undefined {
  let log: string;
  try {
    git(['rev-parse', '--is-inside-work-tree']);
    // Newest first; --relative names files from the project root, wherever the repository's is.
    log = git(['log', '--relative', '--diff-filter=A', '--format=%x00%ct', '--name-only', '--', ...files]);
  } catch {
    return undefined;
  }
  const out = new Map(files.map((f) => [f, Infinity]));
  const seen = new Set<string>();
  for (const commit of log.split('\0').slice(1)) {
    const [time, ...names] = commit.split('\n').filter(Boolean);
    for (const name of names) if (!seen.has(name)) seen.add(name), out.set(name, Number(time));
  }
  return out;
}
