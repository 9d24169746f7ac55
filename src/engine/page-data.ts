import type { Block } from '../types/content.gen';

export interface ImageSource {
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
  blocks: Block[];
  images: ImageManifest;
  /** Values computed by the engine for blocks (blog listing, gallery extras...), by block index. */
  computed?: Record<number, unknown>;
}
