import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { contentDir, pagesDir, publicDir, siteFile } from '../../core/paths';

/** What the editor may write: a page, a post's front matter, site.yaml, a photo. */
export type FileKind = 'page' | 'post' | 'site' | 'photo';

export const blogDir = path.join(pagesDir, 'blog');
export const imagesDir = path.join(publicDir, 'images');

/** Refused: the answer's status and why, in words for the person who asked. */
export class Refused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The real location of `abs`, or of its nearest existing folder for a file still to be made. */
function realLocation(abs: string): string {
  let dir = abs;
  const rest: string[] = [];
  while (!fs.existsSync(dir)) {
    rest.unshift(path.basename(dir));
    dir = path.dirname(dir);
  }
  return path.join(fs.realpathSync(dir), ...rest);
}

const inside = (file: string, dir: string) => file.startsWith(dir + path.sep);

/**
 * The file a request names (relative to the content folder, as `pages/x.yaml`), and what it is,
 * once it is known to be one the editor may write: under pages/, the blog's folder or
 * public/images/, or site.yaml itself, named plainly (no `..`, no absolute path, no backslash),
 * and the same after every link on the way is followed. Anything else is refused with a 4xx.
 */
export function editableFile(name: unknown): { abs: string; rel: string; kind: FileKind } {
  if (typeof name !== 'string' || !name || name.length > 300) throw new Refused(400, 'file: the file to edit, as pages/<name>.yaml');
  if (path.isAbsolute(name) || name.includes('\\') || name.includes('\0') || name.split('/').some((p) => p === '..' || p === '.' || p === ''))
    throw new Refused(403, `${name}: only a file under pages/, pages/blog/, public/images/ or site.yaml, named from the site's folder`);
  const abs = path.join(contentDir, name);
  const kind: FileKind | undefined =
    abs === siteFile
      ? 'site'
      : path.dirname(abs) === blogDir && abs.endsWith('.md')
        ? 'post'
        : path.dirname(abs) === pagesDir && abs.endsWith('.yaml')
          ? 'page'
          : inside(abs, imagesDir) && /\.(jpe?g|png|webp)$/i.test(abs)
            ? 'photo'
            : undefined;
  if (!kind) throw new Refused(403, `${name}: the editor writes pages/<name>.yaml, pages/blog/<name>.md, site.yaml and photos under public/images/, nothing else`);
  // A link inside those folders that leads out of them is refused too (the real path decides).
  const real = realLocation(abs);
  const realRoot = fs.realpathSync(contentDir);
  const allowed = kind === 'site' ? real === path.join(realRoot, 'site.yaml') : inside(real, path.join(realRoot, kind === 'photo' ? 'public/images' : kind === 'post' ? 'pages/blog' : 'pages'));
  if (!allowed || (fs.existsSync(abs) && fs.lstatSync(abs).isSymbolicLink())) throw new Refused(403, `${name}: a link that leads out of the site's folders is not followed`);
  return { abs, rel: path.relative(contentDir, abs).split(path.sep).join('/'), kind };
}

/** A file's version: a hash of its bytes, so a change on disk since the form read it is seen. */
export const versionOf = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 16);

/** The front matter of a post and what surrounds it: the YAML is edited, the rest kept as it is. */
export function splitPost(text: string): { before: string; yaml: string; after: string } | undefined {
  const m = /^(---\r?\n)([\s\S]*?\r?\n)(---[ \t]*(?:\r?\n|$)[\s\S]*)$/.exec(text);
  return m ? { before: m[1], yaml: m[2], after: m[3] } : undefined;
}

/** Every file the editor lists: the pages, the posts and site.yaml. */
export function contentFiles(): { rel: string; abs: string; kind: FileKind }[] {
  const list = (dir: string, ext: string, kind: FileKind) =>
    fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((f) => f.endsWith(ext))
          .sort()
          .map((f) => ({ abs: path.join(dir, f), rel: path.relative(contentDir, path.join(dir, f)).split(path.sep).join('/'), kind }))
      : [];
  return [{ abs: siteFile, rel: 'site.yaml', kind: 'site' as const }, ...list(pagesDir, '.yaml', 'page'), ...list(blogDir, '.md', 'post')];
}
