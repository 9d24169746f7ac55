import fs from 'node:fs';
import path from 'node:path';
import { messages, say } from '../core/messages';
import { at, type ContentError } from './errors';
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
      const link = { target: fs.readlinkSync(full), folder: relativeName(dir) };
      errors.push(at({ file: relativeName(full), line: 1, col: 1, where: '' }, target ? say(messages.linkOutside, link) : say(messages.linkToNothing, link)));
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
    out.push(at({ file: relativeName(full), line: 1, col: 1, where: '' }, say(messages.largeFile, { mb: st.size / 1024 / 1024, limit: LARGE_PUBLIC_FILE / 1024 / 1024 })));
  }
  return out;
}
