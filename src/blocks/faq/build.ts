import type { FaqBlock } from '../../core/types/content.gen';
import { inlineText } from '../../core/inline-text';
import { defineBlockBuild, type JsonLd } from '../../core/define-block';
import { faqLint } from './lint';

export default defineBlockBuild<FaqBlock>({
  type: 'faq',
  lint: faqLint,
  /**
   * Search engines take one FAQPage per page: a second faq block adds its questions to the first's.
   * Answers are plain text (a link as its words); a blank one is left out, as the faq lint reports it.
   */
  jsonLd(block, _computed, _ctx, docs) {
    const questions = block.items
      .map(({ question, answer }) => ({ question, text: inlineText(answer).trim() }))
      .filter((q) => q.text)
      .map(({ question, text }) => ({ '@type': 'Question', name: question, acceptedAnswer: { '@type': 'Answer', text } }));
    if (!questions.length) return [];
    let faq = docs.find((d) => d['@type'] === 'FAQPage');
    if (!faq) {
      faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [] };
      docs.push(faq);
    }
    (faq.mainEntity as JsonLd[]).push(...questions);
    return [faq];
  },
});
