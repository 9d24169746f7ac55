import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../src/core/paths';

/** The build of the tests' own site (tests/fixtures/site, `npm run build -- --fixture`): what the server and browser tests run on. */
export const fixtureDist = path.join(rootDir, 'dist-fixture');
/** The build of the live content, which `npm start` serves. */
export const liveDist = path.join(rootDir, 'dist');

/** The build this test process reads: DIST_DIR (vite.config.ts sets it to the fixture site's for the tests). */
export function distDir(): string {
  return path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
}

/** Every prerendered route, as the build recorded it. */
export function builtRoutes(dir = distDir()): string[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'build.json'), 'utf8')).routes;
}

/** The fixture site's landing pages (pages with `lodging:`). */
export const landingPages = [
  '/charlestown-accommodation',
  '/charlestown-family-accommodation',
  '/kahibah-accommodation',
  '/lake-macquarie-accommodation',
  '/newcastle-accommodation',
];
