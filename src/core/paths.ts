import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file so scripts work from any working directory. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemasDir = path.join(rootDir, 'schemas');
/**
 * The folder holding the content: site.yaml, pages/, private/ and public/. The project root,
 * unless CONTENT_DIR names another (relative to the root): the tests set it to their fixture
 * site, tests/fixtures/site, so no engine test reads the live pages.
 */
export const contentDir = path.resolve(rootDir, process.env.CONTENT_DIR || '.');
export const siteFile = path.join(contentDir, 'site.yaml');
export const pagesDir = path.join(contentDir, 'pages');
export const publicDir = path.join(contentDir, 'public');
export const privateDir = path.join(contentDir, 'private');

/** A project file's name as errors show it: relative to the root, with forward slashes. */
export function relativeName(absPath: string): string {
  return path.relative(rootDir, absPath).split(path.sep).join('/');
}
