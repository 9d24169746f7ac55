import type { Said } from '../../core/messages';
import type { ContentError } from '../errors';
import type { ContentModel } from '../model';
import { locate, type Located } from '../refs';
import type { PathPart, YamlSource } from '../yaml-source';

/**
 * One lint finding: a located message of the catalogue (src/core/messages/). An error fails
 * validate and the build; a warning fails only `--strict`.
 */
export type LintFinding = ContentError;

/** What every rule reads: the content model, and where /images/... files are looked up. */
export interface LintInput {
  model: ContentModel;
  publicDir: string;
}

export type Rule = (input: LintInput) => LintFinding[];

/**
 * The message `said` located at `at` inside `src` (`key`: at that property's name instead). Its
 * line and column are found when first read: a file known to be good is parsed for positions
 * only if a finding in it is printed (the build only counts warnings).
 */
export const found = (src: YamlSource, at: PathPart[], said: Said, key?: string): LintFinding => Object.assign(locate(src, at, key), said);

/** The message `said` at a place the model already located (a link, an image). */
export const foundAt = (at: Located, said: Said): LintFinding => ({ ...at, ...said });
