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
 * `launch` (validate --launch, and the production server's start-up warning) adds the stand-in values.
 */
export function checkContent(opts: { strict?: boolean; launch?: boolean; content?: LoadedContent } = {}): Checked {
  const content = opts.content ?? loadContent();
  const model = buildModel(content);
  const lint = splitLint(lintModel(model, undefined, { launch: opts.launch }), opts.strict ?? false);
  return { content, model, errors: [...content.errors, ...lint.errors], warnings: lint.warnings };
}
