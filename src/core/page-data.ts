import type { Block } from './types/content.gen';
import type { AreaLink } from './areas';

interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}
export interface ImageInfo {
  width: number;
  height: number;
  sources: ImageSource[];
  fallback: string;
}
/** Responsive variants of each image a page shows, keyed by its /images/... path. */
export type ImageManifest = Record<string, ImageInfo>;

/** Everything the renderer needs for one route, built at build time (it stays on the server). */
export interface PageData {
  path: string;
  title: string;
  description: string;
  robots: string;
  canonical: string;
  ogImage: string;
  ogImageAlt: string;
  jsonLd: Record<string, unknown>[];
  nav: { inverted?: boolean };
  blocks: PageBlock[];
  /** Responsive variants of the page's images, filled in by the image pipeline at build. */
  images: ImageManifest;
  /** The footer's "Areas we serve": one landing page per locality (the same on every page). */
  areas: AreaLink[];
  /** `npm run dev` only: where each block and its text are written, for click-to-source. Never in a build. */
  sources?: BlockSource[];
  /** Shown by `npm run dev` and a preview build only: why the page is not published yet ("a draft", "scheduled for …"). */
  unpublished?: string;
}

/** Where a block is written (file:line:col and the path in the data), and each of its text fields with its rendered words. */
export interface BlockSource {
  at: string;
  where: string;
  fields: { at: string; where: string; text: string }[];
}

/** One block of a page as the renderer receives it. */
export interface PageBlock {
  block: Block;
  /** What the block's definition computed at build time (a review average, the chosen photos). */
  computed?: unknown;
  /** The /images/... paths the block shows, from its fields and its computed data. */
  images: string[];
}
