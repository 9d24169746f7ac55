import type { Block, BlockType } from '../core/types/content.gen';
import type { BlockBuild } from '../core/define-block';
import * as builds from './builds';

const byType = new Map<string, BlockBuild<Block>>(Object.values(builds).map((b) => [b.type, b as unknown as BlockBuild<Block>]));

/** A block type's build half (src/blocks/<type>/build.ts); an empty one for a block without. */
export const buildOf = (type: BlockType): BlockBuild<Block> => byType.get(type) ?? { type };

/** The block types whose build half says they can make the page's h1. */
export const h1Makers = (): BlockType[] => [...byType.values()].filter((b) => b.makesH1).map((b) => b.type);
