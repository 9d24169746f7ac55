import type { FaqBlock, PageDefinition } from '../../core/types/content.gen';
import type { BlockFinding, BlockLintContext } from '../../core/define-block';
import { inlineText } from '../../core/inline-text';
import { messages, say } from '../../core/messages';

/** Two wordings count as one question when only case, spacing and punctuation differ. */
const asked = (q: string) => q.toLowerCase().replace(/[^\p{L}\p{N}{}]+/gu, ' ').trim();

/** Where each question is first asked on the page, in its faq blocks before `upTo`. */
function askedBefore(page: PageDefinition, upTo: number): Map<string, (string | number)[]> {
  const first = new Map<string, (string | number)[]>();
  page.blocks.slice(0, upTo).forEach((b, i) => {
    if (b.type === 'faq') b.items.forEach(({ question }, j) => first.has(asked(question)) || first.set(asked(question), ['blocks', i, 'items', j, 'question']));
  });
  return first;
}

/** A page's FAQ asks each question once (across its faq blocks) and answers it. */
export function faqLint(block: FaqBlock, { page, index, where }: BlockLintContext): BlockFinding[] {
  const out: BlockFinding[] = [];
  const first = askedBefore(page, index);
  block.items.forEach(({ question, answer }, j) => {
    const at = ['blocks', index, 'items', j];
    if (!inlineText(answer).trim()) out.push({ at: [...at, 'answer'], ...say(messages.faqEmptyAnswer, { question }) });
    const earlier = first.get(asked(question));
    if (earlier === undefined) first.set(asked(question), [...at, 'question']);
    else out.push({ at: [...at, 'question'], ...say(messages.faqAskedTwice, { question, first: where(earlier) }) });
  });
  return out;
}
