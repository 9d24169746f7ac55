import fs from 'node:fs';
import path from 'node:path';
import type { PageDefinition, SiteConfig } from '../types/content.gen';
import type { ContentError } from './errors';
import { pagesDir, privateDir, publicDir, rootDir } from './paths';
import { describePath, pageErrors, schemaErrors } from './validate';
import { positionOf, readYaml, type PathPart, type YamlSource } from './yaml-source';
import { loadPosts, postLinkErrors, type LoadedPost } from './blog';
import { routeCollisions } from './route-collisions';
import { factErrors } from './facts-consistency';

export interface LoadedPage {
  def: PageDefinition;
  source: YamlSource;
}

export interface LoadedContent {
  site: SiteConfig;
  pages: LoadedPage[];
  posts: LoadedPost[];
  errors: ContentError[];
  /** Files read, for the summary line and the dev server's watcher. */
  files: string[];
}

/** Every string value at a key named `key`, with where it sits, for cross-file checks. */
function collect(data: unknown, key: string, at: PathPart[] = [], out: { value: string; at: PathPart[] }[] = []) {
  if (Array.isArray(data)) data.forEach((v, i) => collect(v, key, [...at, i], out));
  else if (data && typeof data === 'object')
    for (const [k, v] of Object.entries(data)) {
      if (k === key && typeof v === 'string') out.push({ value: v, at: [...at, k] });
      else collect(v, key, [...at, k], out);
    }
  return out;
}

function imageErrors(src: YamlSource): ContentError[] {
  return collect(src.data, 'src')
    .filter(({ value }) => value.startsWith('/') && !fs.existsSync(path.join(publicDir, value)))
    .map(({ value, at }) => ({
      file: src.file,
      ...positionOf(src, at),
      where: describePath(at, src.data),
      message: `image not found: public${value}`,
      hint: 'Add the photo under public/images/ or fix the file name (names are case-sensitive).',
    }));
}

/** Internal links must lead to a page that exists, so a renamed page never leaves dead links. */
function linkErrors(src: YamlSource, routes: Set<string>): ContentError[] {
  return collect(src.data, 'href')
    .filter(({ value }) => value.startsWith('/') && !routes.has(value.split(/[?#]/)[0].replace(/(.)\/$/, '$1')))
    .map(({ value, at }) => ({
      file: src.file,
      ...positionOf(src, at),
      where: describePath(at, src.data),
      message: `link to ${value}, which is not a page of this site`,
      hint: 'Use the path of an existing page (see pages/*.yaml `path:`) or a full https:// URL.',
    }));
}

/** Routes that exist without a YAML file of their own. */
const builtInRoutes: string[] = [];

/** Only site.yaml, validated: what the server needs to run. */
export function loadSite(): { site: SiteConfig; errors: ContentError[] } {
  const read = readYaml(path.join(rootDir, 'site.yaml'));
  const errors = [...read.errors];
  if (read.source) errors.push(...schemaErrors(read.source, 'site.schema.json', read.source.data));
  return { site: read.source?.data as SiteConfig, errors };
}

/** Loads site.yaml, pages/*.yaml, the blog and the private guide; collects every error. */
export function loadContent(): LoadedContent {
  const errors: ContentError[] = [];
  const files: string[] = [];
  const sitePath = path.join(rootDir, 'site.yaml');
  files.push(sitePath);
  const siteRead = readYaml(sitePath);
  errors.push(...siteRead.errors);
  if (siteRead.source) errors.push(...schemaErrors(siteRead.source, 'site.schema.json', siteRead.source.data), ...imageErrors(siteRead.source));

  const pages: LoadedPage[] = [];
  const byPath = new Map<string, LoadedPage>();
  for (const name of fs.readdirSync(pagesDir).filter((f) => f.endsWith('.yaml')).sort()) {
    const abs = path.join(pagesDir, name);
    files.push(abs);
    const read = readYaml(abs);
    errors.push(...read.errors);
    if (!read.source) continue;
    const pageErrs = pageErrors(read.source);
    errors.push(...pageErrs, ...imageErrors(read.source));
    if (pageErrs.length) continue;
    const page = { def: read.source.data as PageDefinition, source: read.source };
    const dup = byPath.get(page.def.path);
    if (dup) {
      errors.push({
        file: read.source.file,
        ...positionOf(read.source, ['path']),
        where: 'path',
        message: `${page.def.path} is already the path of ${dup.source.file}:${positionOf(dup.source, ['path']).line}:${positionOf(dup.source, ['path']).col}`,
        hint: 'Each page needs its own path.',
      });
      continue;
    }
    byPath.set(page.def.path, page);
    pages.push(page);
  }

  const blog = loadPosts();
  errors.push(...blog.errors);
  files.push(...blog.files);

  errors.push(...routeCollisions(pages, blog.posts, siteRead.source));
  const routes = new Set([...byPath.keys(), ...builtInRoutes, ...blog.posts.map((p) => p.path), ...Object.keys((siteRead.source?.data as SiteConfig | undefined)?.aliases ?? {})]);
  if (siteRead.source) errors.push(...linkErrors(siteRead.source, routes));
  for (const p of pages) errors.push(...linkErrors(p.source, routes));
  for (const p of blog.posts) errors.push(...linkErrors(p.source, routes), ...postLinkErrors(p, routes));

  const guidePath = path.join(privateDir, 'guide.yaml');
  let guideSource: YamlSource | undefined;
  if (fs.existsSync(guidePath) && fs.existsSync(path.join(rootDir, 'schemas/guide.schema.json'))) {
    files.push(guidePath);
    const guide = readYaml(guidePath);
    errors.push(...guide.errors);
    if (guide.source) errors.push(...schemaErrors(guide.source, 'guide.schema.json', guide.source.data));
    guideSource = guide.source;
  }
  // Text that states the property's facts differently from site.yaml (src/content/facts-consistency.ts).
  errors.push(...factErrors(siteRead.source, [...pages.map((p) => p.source), ...(guideSource ? [guideSource] : [])]));

  return { site: siteRead.source?.data as SiteConfig, pages, posts: blog.posts, errors, files };
}
