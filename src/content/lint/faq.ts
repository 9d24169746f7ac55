import { inlineText } from '../../components/inline';
import { positionOf } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

/** Two wordings count as one question when only case, spacing and punctuation differ. */
const asked = (q: string) => q.toLowerCase().replace(/[^\p{L}\p{N}{}]+/gu, ' ').trim();

/** Each page's FAQ asks each question once, and answers it. */
export function faqFindings({ model }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  for (const { def, source } of model.pages) {
    // Where each question is first asked, located only if it is asked again (locating parses the file).
    const first = new Map<string, (string | number)[]>();
    def.blocks.forEach((block, i) => {
      if (block.type !== 'faq') return;
      block.items.forEach(({ question, answer }, j) => {
        const at = ['blocks', i, 'items', j];
        if (!inlineText(answer).trim())
          out.push(found(source, [...at, 'answer'], 'faq', `"${question}" has an empty answer`, 'Write the answer, or remove the question: search engines ignore a question with no answer.'));
        const earlier = first.get(asked(question));
        if (earlier === undefined) first.set(asked(question), [...at, 'question']);
        else {
          const { line, col } = positionOf(source, earlier);
          out.push(found(source, [...at, 'question'], 'faq', `"${question}" is asked already, at ${source.file}:${line}:${col}`, 'Ask each question once per page: merge the two answers into one.'));
        }
      });
    });
  }
  return out;
}
