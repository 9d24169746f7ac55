import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root, found from this file so scripts work from any working directory. */
export const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const schemasDir = path.join(rootDir, 'schemas');
export const pagesDir = path.join(rootDir, 'pages');
export const publicDir = path.join(rootDir, 'public');
export const privateDir = path.join(rootDir, 'private');

/** A project file's name as errors show it: relative to the root, with forward slashes. */
export function relativeName(absPath: string): string {
  return path.relative(rootDir, absPath).split(path.sep).join('/');
}
