import type { ContentError } from './errors';
import { lintModel, splitLint, type LintFinding } from './lint';
import { loadContent, type LoadedContent } from './load-content';
import { buildModel, type ContentModel } from './model';
import { published } from './publishing';

export interface Checked {
  content: LoadedContent;
  model: ContentModel;
  /** Everything that stops validate and the build alike. */
  errors: ContentError[];
  /** Printed, never stopping (unless `strict`). */
  warnings: LintFinding[];
}

interface CheckOptions {
  strict?: boolean;
  launch?: boolean;
  content?: LoadedContent;
  now?: number;
  unpublished?: boolean;
}

/** The content read and modelled, not linted yet: the first half of checkContent. */
export interface Modelled {
  content: LoadedContent;
  model: ContentModel;
  /** What reading found (schemas, syntax, publishing dates): errors whatever the lint finds. */
  errors: ContentError[];
}

/** Loads, validates and models the content (checkContent's first half). */
export function modelContent(opts: CheckOptions = {}): Modelled {
  const content = opts.content ?? loadContent();
  const live = published(content, opts.now ?? Date.now());
  const model = buildModel(opts.unpublished ? content : live.content, live.held);
  return { content, model, errors: [...content.errors, ...live.errors] };
}

/** Lints modelled content (checkContent's second half): the build renders pages meanwhile. */
export function lintModelled({ content, model, errors }: Modelled, opts: CheckOptions = {}): Checked {
  const lint = splitLint(lintModel(model, undefined, { launch: opts.launch }), opts.strict ?? false);
  return { content, model, errors: [...errors, ...lint.errors], warnings: lint.warnings };
}

/**
 * Loads, validates, models and lints the content, once. `npm run validate`, `npm run build`,
 * the dev server and the Vite plugin all call this (the build in its two halves): they stop on
 * exactly the same errors. `launch` (validate --launch, and the production server's start-up
 * warning) adds the stand-in values. The model is the site as published at `now` (the build's
 * moment): drafts and pages scheduled later are left out, unless `unpublished` (the dev server,
 * a preview build) shows them too.
 */
export function checkContent(opts: CheckOptions = {}): Checked {
  return lintModelled(modelContent(opts), opts);
}
