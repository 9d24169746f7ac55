import type { ContentError } from '../errors';
import type { LoadedPost } from '../blog';
import type { LoadedContent, LoadedPage } from '../load-content';
import { describePath } from '../validate';
import { positionOf, type PathPart, type YamlSource } from '../yaml-source';

/** One lint finding: a located content error, or a warning that only `--strict` makes fail. */
export interface LintFinding extends ContentError {
  rule: string;
  severity: 'error' | 'warning';
}

/** What the lint reads: the loaded (schema-valid) content and site.yaml with its positions. */
export interface LintInput {
  content: LoadedContent;
  site: YamlSource;
  /** Where /images/... files are looked up (the project's public/). */
  publicDir: string;
}

/** A page or a post: anything with a route, a YAML source and its own title and description. */
export interface RouteDoc {
  path: string;
  source: YamlSource;
  page?: LoadedPage;
  post?: LoadedPost;
}

export function routeDocs(content: LoadedContent): RouteDoc[] {
  return [
    ...content.pages.map((page) => ({ path: page.def.path, source: page.source, page })),
    ...content.posts.map((post) => ({ path: post.path, source: post.source, post })),
  ];
}

/** A finding located at `at` inside `src` (`key`: point at that property's name instead). */
export function found(
  src: YamlSource,
  at: PathPart[],
  rule: string,
  message: string,
  hint: string,
  severity: LintFinding['severity'] = 'error',
  key?: string,
): LintFinding {
  return { file: src.file, ...positionOf(src, at, key), where: describePath(at, src.data), message, hint, rule, severity };
}

/** Every string in `data` with the path that leads to it. */
export function strings(data: unknown, at: PathPart[] = [], out: { value: string; at: PathPart[] }[] = []) {
  if (typeof data === 'string') out.push({ value: data, at });
  else if (Array.isArray(data)) data.forEach((v, i) => strings(v, [...at, i], out));
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) strings(v, [...at, k], out);
  return out;
}

/** Every object in `data` (arrays' items included) with the path that leads to it. */
export function objects(data: unknown, at: PathPart[] = [], out: { value: Record<string, unknown>; at: PathPart[] }[] = []) {
  if (Array.isArray(data)) data.forEach((v, i) => objects(v, [...at, i], out));
  else if (data && typeof data === 'object') {
    out.push({ value: data as Record<string, unknown>, at });
    for (const [k, v] of Object.entries(data)) objects(v, [...at, k], out);
  }
  return out;
}
