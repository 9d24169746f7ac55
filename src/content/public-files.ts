import fs from 'node:fs';
import path from 'node:path';
import { closest } from './closest';

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

/**
 * For a site path with no file of exactly that name: the path of the file it most likely meant,
 * each part of the name matched with the case aside, or else one typo away in its folder
 * (/images/Exterior-Front-Deck.jpg → /images/exterior-front-deck.jpg). A path whose name differs
 * only in case finds its file on Windows and macOS, and nothing on the web server.
 */
export function meantPublicFile(publicDir: string, src: string): string | undefined {
  let dir = publicDir;
  const found: string[] = [];
  const parts = src.split('/').filter(Boolean);
  for (const [i, part] of parts.entries()) {
    let names: string[];
    try {
      names = fs.readdirSync(dir);
    } catch {
      return undefined;
    }
    const last = i === parts.length - 1;
    const match = names.find((n) => n === part) ?? names.find((n) => n.toLowerCase() === part.toLowerCase()) ?? (last ? closest(part, names, { edits: 2 }) : undefined);
    if (!match) return undefined;
    found.push(match);
    dir = path.join(dir, match);
  }
  const meant = `/${found.join('/')}`;
  return meant !== src && isPublicFile(publicDir, meant) ? meant : undefined;
}

/** Whether the folder holds a file of exactly this name (a case-insensitive disk would find Photo.JPG for photo.jpg). */
export function hasExactName(publicDir: string, src: string): boolean {
  const file = publicFile(publicDir, src);
  try {
    return fs.readdirSync(path.dirname(file)).includes(path.basename(file));
  } catch {
    return false;
  }
}
