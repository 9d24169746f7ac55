import type { ErrorSchema } from '@rjsf/utils';
import type { Path, Problem } from './api';

/** A problem as `npm run validate` words it: its message, then what to do. */
export const problemText = (p: Problem) => `${p.severity === 'warning' ? 'Warning: ' : ''}${p.message}${p.hint ? ` — ${p.hint}` : ''}`;

const startsWith = (path: Path, prefix: Path) => prefix.every((k, i) => path[i] === k);

/** The problems under `prefix`, placed at their fields for the form library (`extraErrors`). */
export function errorSchema(problems: Problem[], prefix: Path): ErrorSchema {
  const root: Record<string | number, unknown> = {};
  for (const p of problems) {
    if (!startsWith(p.path, prefix)) continue;
    let node = root;
    for (const k of p.path.slice(prefix.length)) node = (node[k] ??= {}) as Record<string | number, unknown>;
    ((node.__errors ??= []) as string[]).push(problemText(p));
  }
  return root as ErrorSchema;
}

export const problemsUnder = (problems: Problem[], prefix: Path) => problems.filter((p) => startsWith(p.path, prefix));
