import type { ContentError } from '../errors';
import type { ContentModel } from '../model';
import { locate, type Located } from '../refs';
import type { PathPart, YamlSource } from '../yaml-source';

/** One lint finding: a located content error, or a warning that only `--strict` makes fail. */
export interface LintFinding extends ContentError {
  rule: string;
  severity: 'error' | 'warning';
}

/** What every rule reads: the content model, and where /images/... files are looked up. */
export interface LintInput {
  model: ContentModel;
  publicDir: string;
}

export type Rule = (input: LintInput) => LintFinding[];

/**
 * A finding located at `at` inside `src` (`key`: point at that property's name instead). Its
 * line and column are found when first read: a file known to be good is parsed for positions
 * only if a finding in it is printed (the build only counts warnings).
 */
export function found(
  src: YamlSource,
  at: PathPart[],
  rule: string,
  message: string,
  hint: string,
  severity: LintFinding['severity'] = 'error',
  key?: string,
): LintFinding {
  return Object.assign(locate(src, at, key), { message, hint, rule, severity });
}

/** A finding at a place the model already located (a link, an image). */
export const foundAt = (at: Located, rule: string, message: string, hint: string, severity: LintFinding['severity'] = 'error'): LintFinding => ({
  ...at,
  message,
  hint,
  rule,
  severity,
});
