import fs from 'node:fs';
import path from 'node:path';
import type { PageDefinition, SiteConfig } from '../core/types/content.gen';
import { messages, say } from '../core/messages';
import { at, type ContentError } from './errors';
import { escapingLinks } from './file-tree';
import { pagesDir, privateDir, relativeName, siteFile } from '../core/paths';
import { pageErrors, schemaErrors } from './validate';
import { positionOf, readYaml, type YamlSource } from './yaml-source';
import { loadPosts, type LoadedPost } from './blog';
import { routeCollisions } from './route-collisions';
import { knownGood } from './known-good';

interface LoadedPage {
  def: PageDefinition;
  source: YamlSource;
}

/** Every content file, parsed and checked against its schema: what the model is built from. */
export interface LoadedContent {
  site: SiteConfig;
  /** site.yaml with its positions; undefined when it does not parse. */
  siteSource?: YamlSource;
  /** The pages that passed their schema, one per path. */
  pages: LoadedPage[];
  /** The paths of pages their schema refused: they exist, so a link to one is no error of its own. */
  refusedPaths: string[];
  posts: LoadedPost[];
  /** private/guide.yaml: checked here, served only by the server after the passcode. */
  guide?: YamlSource;
  errors: ContentError[];
  /** Files read, for the summary line and the dev server's watcher. */
  files: string[];
}

/** site.yaml read and checked against its schema, or taken as the last reading found it when unchanged (known-good.ts). */
export const readSite = (known = knownGood()) => known.read(siteFile, 'site', (src) => schemaErrors(src, 'site.schema.json', src.data));

/** Only site.yaml, validated: what the server needs to run. */
export function loadSite(): { site: SiteConfig; errors: ContentError[] } {
  const read = readYaml(siteFile);
  const errors = [...read.errors];
  if (read.source) errors.push(...schemaErrors(read.source, 'site.schema.json', read.source.data));
  return { site: read.source?.data as SiteConfig, errors };
}

function loadPages(errors: ContentError[], files: string[], refused: Set<string>, refusedPaths: string[], known: ReturnType<typeof knownGood>): LoadedPage[] {
  const pages: LoadedPage[] = [];
  const byPath = new Map<string, LoadedPage>();
  const names = fs.readdirSync(pagesDir).filter((f) => f.endsWith('.yaml') && !refused.has(relativeName(path.join(pagesDir, f))));
  known.prepare(names.map((name) => path.join(pagesDir, name)), 'page');
  for (const name of names.sort()) {
    const abs = path.join(pagesDir, name);
    files.push(abs);
    const read = known.read(abs, 'page', pageErrors);
    errors.push(...read.errors);
    if (!read.source) continue;
    if (read.errors.length) {
      const written = (read.source.data as { path?: unknown })?.path;
      if (typeof written === 'string') refusedPaths.push(written);
      continue;
    }
    const page = { def: read.source.data as PageDefinition, source: read.source };
    const dup = byPath.get(page.def.path);
    if (dup) {
      const first = positionOf(dup.source, ['path']);
      const other = `${dup.source.file}:${first.line}:${first.col}`;
      errors.push(at({ file: read.source.file, ...positionOf(read.source, ['path']), where: 'path' }, say(messages.pathTaken, { path: page.def.path, other })));
      continue;
    }
    byPath.set(page.def.path, page);
    pages.push(page);
  }
  return pages;
}

/**
 * Reads site.yaml, pages/*.yaml, the blog and the private guide, each checked against its
 * schema; every error is collected, none thrown. What the files mean together (links, images,
 * ids, facts) is checked on the model built from this (src/content/check.ts).
 */
export function loadContent(): LoadedContent {
  const errors: ContentError[] = [];
  const known = knownGood();
  const files = [siteFile];
  const siteRead = readSite(known);
  errors.push(...siteRead.errors);

  // A link out of pages/ is reported and never read.
  const links = escapingLinks(pagesDir);
  errors.push(...links);
  const refused = new Set(links.map((e) => e.file));
  const refusedPaths: string[] = [];
  const pages = loadPages(errors, files, refused, refusedPaths, known);
  const blog = loadPosts(undefined, refused);
  errors.push(...blog.errors);
  files.push(...blog.files);
  errors.push(...routeCollisions(pages, blog.posts, siteRead.source));

  const guidePath = path.join(privateDir, 'guide.yaml');
  let guide: YamlSource | undefined;
  if (fs.existsSync(guidePath)) {
    files.push(guidePath);
    const read = readYaml(guidePath);
    errors.push(...read.errors);
    if (read.source) errors.push(...schemaErrors(read.source, 'guide.schema.json', read.source.data));
    guide = read.source;
  }
  known.save();
  return { site: siteRead.source?.data as SiteConfig, siteSource: siteRead.source, pages, refusedPaths, posts: blog.posts, guide, errors, files };
}
