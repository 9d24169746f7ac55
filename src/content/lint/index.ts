import path from 'node:path';
import type { LoadedContent } from '../load-content';
import { publicDir as projectPublicDir, rootDir } from '../paths';
import { readYaml, type YamlSource } from '../yaml-source';
import { badgeFindings } from './badges';
import { headingFindings } from './headings';
import { imageFindings } from './images';
import { jsonLdFindings } from './json-ld';
import { linkFindings } from './links';
import { metaFindings } from './meta';
import type { LintFinding, LintInput } from './types';

export type { LintFinding } from './types';
export { formatWarnings, splitLint } from './report';

const rules = [linkFindings, metaFindings, imageFindings, headingFindings, jsonLdFindings, badgeFindings];

/**
 * The content lint (`npm run validate`): what schemas cannot see, across files. Runs on the
 * content that loaded; every rule reports all it finds. Sorted by file, line and column.
 */
export function lintContent(content: LoadedContent, site?: YamlSource, publicDir = projectPublicDir): LintFinding[] {
  const siteSource = site ?? readYaml(path.join(rootDir, 'site.yaml')).source;
  if (!siteSource || !content.site) return []; // site.yaml itself is broken: its errors come first
  const input: LintInput = { content, site: siteSource, publicDir };
  return rules
    .flatMap((rule) => rule(input))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col);
}
