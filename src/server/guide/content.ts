import fs from 'node:fs';
import path from 'node:path';
import type { GuideContent, SiteConfig } from '../../core/types/content.gen';
import { fillDeep, placeholderValues } from '../../core/facts';
import { ContentValidationError } from '../../content/errors';
import { schemaErrors } from '../../content/validate';
import { parseYaml } from '../../content/yaml-source';
import { rootDir as projectRoot } from '../../core/paths';

export function guideFile(rootDir: string): string {
  return path.join(rootDir, 'private', 'guide.yaml');
}

/**
 * Reads and validates the private guide. Called once when the server starts, so a broken
 * guide stops the deploy with every problem located (file:line:col) instead of failing
 * guests one request at a time. Uses the same validator as `npm run validate`. With `site`,
 * the fact placeholders are filled in.
 */
export function loadGuide(file: string, rootDir = projectRoot, site?: SiteConfig): GuideContent {
  const rel = path.relative(rootDir, file);
  const name = rel.startsWith('..') || path.isAbsolute(rel) ? file : rel.split(path.sep).join('/');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new Error(`${name}: cannot read the digital guide (${(err as Error).message}). It holds the content guests see after entering the passcode; restore it from the repository.`);
  }
  const { source, errors } = parseYaml(name, text);
  if (!source) throw new ContentValidationError(errors);
  const invalid = schemaErrors(source, 'guide.schema.json', source.data);
  if (invalid.length) throw new ContentValidationError(invalid);
  // The guide writes {checkIn}, {bedLayout}, ... so it states the facts exactly as site.yaml does.
  return (site ? fillDeep(source.data, placeholderValues(site)) : source.data) as GuideContent;
}
