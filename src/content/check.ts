import type { ContentError } from './errors';
import { lintModel, splitLint, type LintFinding } from './lint';
import { loadContent, type LoadedContent } from './load-content';
import { buildModel, type ContentModel } from './model';

export interface Checked {
  content: LoadedContent;
  model: ContentModel;
  /** Everything that stops validate and the build alike. */
  errors: ContentError[];
  /** Printed, never stopping (unless `strict`). */
  warnings: LintFinding[];
}

/**
 * Loads, validates, models and lints the content, once. `npm run validate`, `npm run build`,
 * the dev server and the Vite plugin all call this: they stop on exactly the same errors.
 */
export function checkContent(opts: { strict?: boolean; content?: LoadedContent } = {}): Checked {
  const content = opts.content ?? loadContent();
  const model = buildModel(content);
  const lint = splitLint(lintModel(model), opts.strict ?? false);
  return { content, model, errors: [...content.errors, ...lint.errors], warnings: lint.warnings };
}
