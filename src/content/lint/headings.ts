import { found, type LintFinding, type LintInput } from './types';

/**
 * Which blocks render the page's <h1> (see each block's component): the hero, a post's
 * article, the guide's passcode gate, and an availability calendar with `pageHeading: true`.
 * Every other block's heading is an h2.
 */
export function makesH1(block: { type: string; pageHeading?: boolean }): boolean {
  if (block.type === 'availability-calendar') return block.pageHeading === true;
  return block.type === 'hero' || block.type === 'blog-article' || block.type === 'guide-gate';
}

const hint = 'Open the page with one hero (or an availability-calendar with pageHeading: true); its heading is the page\'s h1 and every other heading is an h2.';

/** Every page has exactly one h1. (Posts always do: the article's title; a "# " body line is refused by the blog loader.) */
export function headingFindings({ content }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  for (const { def, source } of content.pages) {
    const h1 = (def.blocks as { type: string }[]).flatMap((b, i) => (makesH1(b) ? [i] : []));
    if (h1.length === 0) out.push({ ...found(source, [], 'one-h1', 'no block makes the page heading (h1)', hint, 'error', 'blocks'), where: 'blocks' });
    for (const i of h1.slice(1)) {
      const blocks = def.blocks as { type: string }[];
      out.push(found(source, ['blocks', i], 'one-h1', `a second h1 (${blocks[i].type}); blocks[${h1[0]}] (${blocks[h1[0]].type}) already makes the page heading`, hint));
    }
  }
  return out;
}
