import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../../src/content/paths';

export function distDir(): string {
  return path.resolve(rootDir, process.env.DIST_DIR ?? 'dist');
}

/** Every prerendered route, as the build recorded it. */
export function builtRoutes(dir = distDir()): string[] {
  return JSON.parse(fs.readFileSync(path.join(dir, 'build.json'), 'utf8')).routes;
}

export const landingPages = [
  '/charlestown-accommodation',
  '/charlestown-holiday-rentals',
  '/charlestown-family-accommodation',
  '/charlestown-beach-accommodation',
  '/charlestown-short-stay-accommodation',
  '/accommodation-near-charlestown-square',
  '/newcastle-accommodation',
  '/lake-macquarie-accommodation',
  '/newcastle-holiday-rentals',
  '/kahibah-accommodation',
  '/newcastle-family-accommodation',
];
