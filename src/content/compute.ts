import type { BlogListBlock, BlogPostMeta, GuestReviewsBlock, PageDefinition, SiteConfig } from '../types/content.gen';
import type { LoadedContent } from './load-content';
import type { LoadedPost } from './blog';
import { carouselPhotos, galleryExtras } from './photos';

/**
 * Values some blocks need that the engine derives at build time (a blog listing, the gallery's
 * extra photos, a review average), keyed by block index. Blocks read them with useComputed().
 */
export function computeBlocks(def: PageDefinition, site: SiteConfig, content: LoadedContent): Record<number, unknown> | undefined {
  const out: Record<number, unknown> = {};
  def.blocks.forEach((block, i) => {
    const compute = computers[block.type as keyof typeof computers];
    if (compute) out[i] = compute(block as never, site, content);
  });
  return Object.keys(out).length ? out : undefined;
}

type Computer = (block: never, site: SiteConfig, content: LoadedContent) => unknown;
const computers: Record<string, Computer> = {
  'photo-carousel': carouselPhotos,
  gallery: galleryExtras,
  'guest-reviews': (block: GuestReviewsBlock) => reviewSummary(block.items.map((r) => r.rating)),
  'blog-list': (block: BlogListBlock, _site: SiteConfig, content: LoadedContent) => blogCards(content.posts, block.limit),
};

export interface ReviewSummary {
  /** To one decimal, as shown: "5.0". */
  average: string;
  count: number;
  countLabel: string;
}

/** The average the reviews page shows, from the reviews themselves rather than a typed-in score. */
export function reviewSummary(ratings: number[]): ReviewSummary {
  const sum = ratings.reduce((a, b) => a + b, 0);
  const average = ratings.length ? (Math.round((sum / ratings.length) * 10) / 10).toFixed(1) : '0.0';
  return { average, count: ratings.length, countLabel: `${ratings.length} review${ratings.length === 1 ? '' : 's'}` };
}

/** A post as its listing card needs it (no article body: the listing page stays small). */
export type BlogCard = BlogPostMeta & { href: string };

/** Every post, newest first (loadPosts keeps them in that order), optionally only the newest N. */
export function blogCards(posts: LoadedPost[], limit?: number): BlogCard[] {
  return posts.slice(0, limit ?? posts.length).map((p) => ({ ...p.meta, href: p.path }));
}
