import fs from 'node:fs';
import path from 'node:path';
import type { ContentError } from './errors';
import { relativeName } from '../core/paths';

/** A public file larger than this is worth a warning: every visitor who opens it downloads all of it. */
const LARGE_PUBLIC_FILE = 5 * 1024 * 1024;

const inside = (root: string, target: string) => target === root || target.startsWith(root + path.sep);

/**
 * Symbolic links under a content folder that lead out of it (or nowhere). Everything under
 * public/ is published as it is, so a link there to ../private/guide.yaml or /etc/passwd would
 * publish that file; a link under pages/ would be read as a page. Neither is ever followed.
 */
export function escapingLinks(dir: string): ContentError[] {
  if (!fs.existsSync(dir)) return [];
  const root = fs.realpathSync(dir);
  const errors: ContentError[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      if (!e.isSymbolicLink()) continue;
      let target: string | undefined;
      try {
        target = fs.realpathSync(full);
      } catch {
        // a link to nothing
      }
      if (target && inside(root, target)) continue;
      const folder = relativeName(dir);
      errors.push({
        file: relativeName(full),
        line: 1,
        col: 1,
        where: '',
        message: target
          ? `is a symbolic link to ${fs.readlinkSync(full)}, outside ${folder}/: it would publish that file`
          : `is a symbolic link to ${fs.readlinkSync(full)}, which does not exist`,
        hint: `Copy the file itself into ${folder}/ if it belongs on the site, or delete the link.`,
      });
    }
  };
  walk(dir);
  return errors;
}

/** Files under public/ over LARGE_PUBLIC_FILE, as warnings naming the size. */
export function largeFiles(dir: string): ContentError[] {
  const out: ContentError[] = [];
  if (!fs.existsSync(dir)) return out;
  for (const rel of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const full = path.join(dir, rel);
    const st = fs.lstatSync(full);
    if (!st.isFile() || st.size <= LARGE_PUBLIC_FILE) continue;
    out.push({
      file: relativeName(full),
      line: 1,
      col: 1,
      where: '',
      message: `is ${(st.size / 1024 / 1024).toFixed(1)} MB; every visitor who opens it downloads all of it`,
      hint: `Keep public files under ${LARGE_PUBLIC_FILE / 1024 / 1024} MB: resize photos (the build makes phone-sized copies of those the pages show) or link to a file host.`,
    });
  }
  return out;
}
