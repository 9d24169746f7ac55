import type { LoadedContent } from '../load-content';
import { buildModel, type ContentModel } from '../model';
import { publicDir as projectPublicDir } from '../../core/paths';
import { badgeFindings } from './badges';
import { blockFindings } from './blocks';
import { characterFindings } from './characters';
import { copiedPageFindings } from './copied-pages';
import { factFindings } from './facts';
import { headingFindings } from './headings';
import { idFindings } from './ids';
import { imageFindings } from './images';
import { launchFindings } from './launch';
import { jsonLdFindings } from './json-ld';
import { linkFindings } from './links';
import { metaFindings } from './meta';
import { orphanFindings } from './orphans';
import { samePlaceFindings } from './same-place';
import { ownReviewFindings, unsourcedReviewsAtLaunch } from './own-reviews';
import { publicFileFindings } from './public-files';
import type { LintFinding, Rule } from './types';

export type { LintFinding } from './types';
export { formatWarnings, splitLint } from './report';

const rules: Rule[] = [linkFindings, metaFindings, imageFindings, headingFindings, jsonLdFindings, badgeFindings, factFindings, publicFileFindings, characterFindings, idFindings, blockFindings, copiedPageFindings, orphanFindings, samePlaceFindings];

/**
 * The content lint: what schemas cannot see, across files, read from the model. Every rule
 * reports all it finds; findings are sorted by file, line and column. `launch` adds the
 * stand-in values (example.com, 0000 numbers...) that must be replaced before going live, and
 * makes a review with no source an error rather than a warning.
 */
export function lintModel(model: ContentModel, publicDir = projectPublicDir, opts: { launch?: boolean } = {}): LintFinding[] {
  if (!model.site) return []; // site.yaml itself is broken: its errors come first
  return [...rules, ...(opts.launch ? [launchFindings, unsourcedReviewsAtLaunch] : [ownReviewFindings])]
    .flatMap((rule) => rule({ model, publicDir }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}

/** The lint of loaded content (builds its model first). */
export const lintContent = (content: LoadedContent, publicDir = projectPublicDir): LintFinding[] => lintModel(buildModel(content), publicDir);
