import type { PageDefinition, SiteConfig } from '../types/content.gen';
import type { LoadedContent } from './load-content';

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
const computers: Record<string, Computer> = {};
