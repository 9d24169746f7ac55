import type { Block } from '../../core/types/content.gen';
import { buildOf, h1Makers } from '../../blocks/build-registry';
import { found, type LintFinding, type LintInput } from './types';

/** Whether a block renders the page's h1 (its build.ts says; every other block heading is an h2). */
export const makesH1 = (block: Block): boolean => buildOf(block.type).makesH1?.(block) ?? false;

/** The block types that can make the page heading, from their definitions' `makesH1`. */
const makers = h1Makers().sort();
const listed = makers.length > 1 ? `${makers.slice(0, -1).join(', ')} or ${makers.at(-1)}` : makers.join('');
const hint = `Open the page with one block that makes the page heading (${listed}; its schema says when); its heading is the page's h1 and every other heading is an h2.`;

/** Every page has exactly one h1. (Posts always do: the article's title; a "# " body line is refused by the blog loader.) */
export function headingFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  for (const { def, source, post } of model.pages) {
    if (post) continue;
    const blocks = def.blocks;
    const h1 = blocks.flatMap((b, i) => (makesH1(b) ? [i] : []));
    if (h1.length === 0) out.push({ ...found(source, [], 'one-h1', 'no block makes the page heading (h1)', hint, 'error', 'blocks'), where: 'blocks' });
    for (const i of h1.slice(1)) {
      out.push(found(source, ['blocks', i], 'one-h1', `a second h1 (${blocks[i].type}); blocks[${h1[0]}] (${blocks[h1[0]].type}) already makes the page heading`, hint));
    }
  }
  return out;
}
