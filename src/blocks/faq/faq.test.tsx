import { describe, expect, it } from 'vitest';
import type { FaqBlock } from '../../core/types/content.gen';
import { toPageData } from '../../content/model';
import { jsonLdGaps } from '../../content/lint/json-ld';
import { realSite, renderBlocks } from '../../../tests/support/site';

const faq: FaqBlock = {
  type: 'faq',
  heading: 'Questions guests ask',
  intro: 'Short answers to what guests ask most.',
  items: [
    { question: 'Is there parking?', answer: '{parking}.' },
    { question: 'What time is check-in?', answer: 'From **{checkIn}**. The [Digital Guide](/digital-guide) has the self check-in details.' },
  ],
};
const site = realSite();
const page = (...blocks: FaqBlock[]) => toPageData({ path: '/t', title: 'Test page title', description: 'x'.repeat(60), blocks }, site, []).data;

describe('faq block', () => {
  it('renders each question as a disclosure (no script needed) with its answer, links and facts filled in', () => {
    const html = renderBlocks(faq);
    expect(html).toContain('<h2>Questions guests ask</h2>');
    expect(html.match(/<details/g)).toHaveLength(2);
    expect(html).toMatch(/<details[^>]*><summary>Is there parking\?<\/summary><p>Free off-street parking for one car/);
    expect(html).not.toMatch(/<details[^>]* open/);
    expect(html).toContain('From <strong>3:00 PM</strong>. The <a href="/digital-guide">Digital Guide</a> has');
    expect(html).not.toContain('{');
  });

  it('makes FAQPage JSON-LD with each question and its answer as plain text, valid by the required properties', () => {
    const docs = page(faq).jsonLd;
    expect(docs).toEqual([
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: [
          { '@type': 'Question', name: 'Is there parking?', acceptedAnswer: { '@type': 'Answer', text: `${site.property.parking}.` } },
          { '@type': 'Question', name: 'What time is check-in?', acceptedAnswer: { '@type': 'Answer', text: 'From 3:00 PM. The Digital Guide has the self check-in details.' } },
        ],
      },
    ]);
    expect(jsonLdGaps(docs)).toEqual([]);
  });

  it('puts two faq blocks into one FAQPage, and leaves a blank answer out', () => {
    const more: FaqBlock = { type: 'faq', heading: 'More', items: [{ question: 'Pets?', answer: '{pets}.' }, { question: 'Blank?', answer: ' ' }] };
    const docs = page(faq, more).jsonLd;
    expect(docs).toHaveLength(1);
    expect((docs[0].mainEntity as { name: string }[]).map((q) => q.name)).toEqual(['Is there parking?', 'What time is check-in?', 'Pets?']);
    expect(page({ ...more, items: [{ question: 'Blank?', answer: '' }] }).jsonLd).toEqual([]);
  });

  it('an Answer without text, and so its Question without an answer, is a JSON-LD gap', () => {
    const gaps = jsonLdGaps({ '@type': 'FAQPage', mainEntity: [{ '@type': 'Question', name: 'Q', acceptedAnswer: { '@type': 'Answer', text: ' ' } }, { '@type': 'Question', name: 'R' }] });
    expect(gaps).toEqual([
      { path: 'mainEntity[0]', type: 'Question', absent: ['acceptedAnswer'], item: 0 },
      { path: 'mainEntity[0].acceptedAnswer', type: 'Answer', absent: ['text'], item: undefined },
      { path: 'mainEntity[1]', type: 'Question', absent: ['acceptedAnswer'], item: 1 },
    ]);
    expect(jsonLdGaps({ '@type': 'FAQPage', mainEntity: [] })).toEqual([{ path: '', type: 'FAQPage', absent: ['mainEntity'], item: undefined }]);
  });
});
