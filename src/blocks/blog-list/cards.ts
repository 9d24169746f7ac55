import type { BlogPostMeta } from '../../core/types/content.gen';

/** A post as its listing card needs it (no article body: the listing page stays small). */
export type BlogCard = BlogPostMeta & { href: string };

/** Every post, newest first (the blog loader keeps them in that order), optionally only the newest N. */
export function blogCards(posts: { path: string; meta: BlogPostMeta }[], limit?: number): BlogCard[] {
  return posts.slice(0, limit ?? posts.length).map((p) => ({ ...p.meta, href: p.path }));
}
