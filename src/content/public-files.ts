import fs from 'node:fs';
import path from 'node:path';

/** The file a site path (/images/x.jpg) names under a public folder. */
export function publicFile(publicDir: string, src: string): string {
  return path.join(publicDir, ...src.split('/').filter(Boolean));
}

/** Whether a site path names a regular file under the public folder. */
export function isPublicFile(publicDir: string, src: string): boolean {
  try {
    return fs.statSync(publicFile(publicDir, src)).isFile();
  } catch {
    return false;
  }
}
