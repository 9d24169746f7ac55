import type { ContentError } from '../errors';
import type { ContentModel } from '../model';
import type { Located } from '../refs';
import { describePath } from '../validate';
import { positionOf, type PathPart, type YamlSource } from '../yaml-source';

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

/** A finding located at `at` inside `src` (`key`: point at that property's name instead). */
export function found(
  src: YamlSource,
  at: PathPart[],
  rule: string,
  message: string,
  hint: string,
  severity: LintFinding['severity'] = 'error',
  key?: string,
): LintFinding {
  return { file: src.file, ...positionOf(src, at, key), where: describePath(at, src.data), message, hint, rule, severity };
}

/** A finding at a place the model already located (a link, an image). */
export const foundAt = (at: Located, rule: string, message: string, hint: string, severity: LintFinding['severity'] = 'error'): LintFinding => ({
  ...at,
  message,
  hint,
  rule,
  severity,
});
