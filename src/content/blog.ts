import type { ContentError } from './errors';
import type { YamlSource } from './yaml-source';
import type { PageData } from '../engine/page-data';
import type { LoadedContent } from './load-content';

export interface LoadedPost {
  path: string;
  source: YamlSource;
}

/** Blog posts from pages/blog/*.md (front matter + Markdown). Filled in by the blog work. */
export function loadPosts(): { posts: LoadedPost[]; errors: ContentError[]; files: string[] } {
  return { posts: [], errors: [], files: [] };
}

/** One PageData per post, for /blog/<slug>. */
export function postPages(_content: LoadedContent): PageData[] {
  return [];
}
