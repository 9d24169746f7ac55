import type { ComponentType } from 'react';
import type { BlogPostMeta, PageDefinition, SiteConfig } from './types/content.gen';
import type { IslandDeclaration } from './island-types';
import type { LandingRef } from './areas';
import type { Said } from './messages';

export type JsonLd = Record<string, unknown>;

/** What a block's build-time hooks may read besides the block itself. */
export interface BuildContext {
  site: SiteConfig;
  /** The page the block is on, its placeholders filled. */
  page: PageDefinition;
  /** Every blog post, newest first. */
  posts: { path: string; meta: BlogPostMeta }[];
  /** Every landing page (a page with `lodging:` that the menu does not link), by path. */
  landings: LandingRef[];
  /** A schema of schemas/ by its id (`api/enquiry.schema.json`): read by the build, so no block imports the schema reader. */
  schema(id: string): Record<string, unknown>;
}

/** A content problem a block's `lint` hook finds: `at` is a path inside the page (`['blocks', 2, 'badge']`). */
/** A message of the catalogue (src/core/messages/) about a block, at a path inside its page. */
export interface BlockFinding extends Said {
  at: (string | number)[];
}

/** What a block's `lint` hook may read besides the block itself. */
export interface BlockLintContext {
  /** The page as written (placeholders unfilled), the block among its blocks. */
  page: PageDefinition;
  /** The block's place in `page.blocks`. */
  index: number;
  /** `file:line:col` of a path inside the page, for a message that points at a second place. */
  where(at: (string | number)[]): string;
  /** The site's settings (the facts a block's figures must agree with). */
  site: SiteConfig;
  /** `file:line:col` of a setting in site.yaml. */
  whereInSite(at: string[]): string;
}

/**
 * A block type's render half (its folder's index.ts): what the render bundle needs to turn the
 * block into HTML and, for an island, to hydrate it. Its fields' contract is
 * schemas/blocks/<type>.schema.json; the page schema, the generated types, the client map and the
 * byte budgets are derived from these.
 */
export interface BlockDefinition<B extends { type: string }> {
  /** The name `type:` gives it in a page; also its folder's and its schema's name. */
  type: B['type'];
  /** Renders the block to HTML at build time (and hydrates it, for a React island). */
  view: ComponentType<B>;
  /**
   * Interactive blocks only: when the folder's `client.ts` runs in the browser, and whether it
   * hydrates the view with React or enhances the HTML with plain script. Absent: static HTML.
   */
  island?: Omit<IslandDeclaration, 'name'>;
}

/**
 * A block type's build half (its folder's build.ts, when it has one): what only the build and the
 * content lint run, so none of it is in the render bundle. A block without build.ts has none of these.
 */
export interface BlockBuild<B extends { type: string }> {
  type: B['type'];
  /** Data derived at build time (a review average, the selected photos); the view reads it with useComputed(). */
  compute?(block: B, ctx: BuildContext): unknown;
  /**
   * Structured data the block adds to its page: push new documents onto `docs`, or enrich one
   * already there (reviews join the page's LodgingBusiness). Returns the documents it touched.
   */
  jsonLd?(block: B, computed: unknown, ctx: BuildContext, docs: JsonLd[]): JsonLd[];
  /** Content rules of this block type alone, run by the content lint on each such block (src/content/lint/blocks.ts). */
  lint?(block: B, ctx: BlockLintContext): BlockFinding[];
  /** Whether the block renders the page's h1 (every other block heading is an h2). */
  makesH1?(block: B): boolean;
  /** Ids the block gives anchors besides its `id:` field (a #link may target them). */
  anchors?(block: B): string[];
  /** The site paths it links to from what it computed (links written in its fields are found in the YAML): for the check that every page is linked. */
  links?(block: B, computed: unknown): string[];
}

/** Types a definition against its block's generated type. */
export const defineBlock = <B extends { type: string }>(def: BlockDefinition<B>): BlockDefinition<B> => def;

/** Types a block's build half against its block's generated type. */
export const defineBlockBuild = <B extends { type: string }>(def: BlockBuild<B>): BlockBuild<B> => def;
