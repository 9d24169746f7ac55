import path from 'node:path';

/** Where a build keeps the brotli copy of one of its client files (not under client/, so no host serves it as a page). */
export function brotliCopy(distDir: string, rel: string): string {
  return path.join(distDir, 'precompressed', `${rel}.br`);
}
