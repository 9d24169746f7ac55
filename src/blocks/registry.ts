import type { Block, BlockPropsMap, BlockType } from '../core/types/content.gen';
import type { BlockDefinition } from '../core/define-block';
import * as definitions from './definitions';

type Defined = (typeof definitions)[keyof typeof definitions]['type'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// A block type with a schema but no definition, or a definition without a schema, fails to compile here.
true satisfies Same<Defined, BlockType>;

/** Every block type's definition, by the name `type:` gives it in a page, its folder and its schema. */
export const blocks = Object.fromEntries(Object.values(definitions).map((d) => [d.type, d])) as { [T in BlockType]: BlockDefinition<BlockPropsMap[T]> };

/** A block's definition by its type, typed for code that handles any block. */
export const definitionOf = (type: Block['type']): BlockDefinition<Block> => blocks[type] as unknown as BlockDefinition<Block>;
