import type { Block } from '../../core/types/content.gen';
import { messages, say } from '../../core/messages';
import { buildOf, h1Makers } from '../../blocks/build-registry';
import { found, type LintFinding, type LintInput } from './types';

/** Whether a block renders the page's h1 (its build.ts says; every other block heading is an h2). */
export const makesH1 = (block: Block): boolean => buildOf(block.type).makesH1?.(block) ?? false;

/** The block types that can make the page heading, from their definitions' `makesH1`. */
const makers = h1Makers().sort();

/** Every page has exactly one h1. (Posts always do: the article's title; a "# " body line is refused by the blog loader.) */
export function headingFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  for (const { def, source, post } of model.pages) {
    if (post) continue;
    const blocks = def.blocks;
    const h1 = blocks.flatMap((b, i) => (makesH1(b) ? [i] : []));
    if (h1.length === 0) out.push({ ...found(source, [], say(messages.noH1, { makers }), 'blocks'), where: 'blocks' });
    for (const i of h1.slice(1)) out.push(found(source, ['blocks', i], say(messages.secondH1, { type: blocks[i].type, first: h1[0], firstType: blocks[h1[0]].type, makers })));
  }
  return out;
}
