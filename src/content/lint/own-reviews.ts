import type { ReviewsBlock } from '../../core/types/content.gen';
import { messages, say } from '../../core/messages';
import { found, type LintFinding, type LintInput } from './types';

// A review on the site is a guest's own words, and says where the guest wrote them (`source:`,
// site.yaml's property.reviewSource). One that does not is not known to be real: a docs example
// copied as it is, a sample testimonial. It is said once per page, at its first such review, as a
// warning while the site is being written and an error at launch (`--launch`); until then search
// engines are not told of it (the reviews block's structured data leaves it out).

/** Every review with no source, on each page, at its place. */
function unsourced({ model }: LintInput) {
  return model.pages.flatMap(({ def, source }) => {
    const reviews = def.blocks.flatMap((b, index) => (b.type === 'reviews' ? (b as ReviewsBlock).items.map((r, i) => ({ r, at: ['blocks', index, 'items', i] })) : []));
    const unknown = reviews.filter(({ r }) => r.source === undefined);
    return unknown.length ? [{ source, unknown }] : [];
  });
}

/** Reviews with no source, once per page: a warning, and at launch (`--launch`) an error: nothing unconfirmed goes live. */
const reviewFindings = (launch: boolean) => (input: LintInput): LintFinding[] =>
  unsourced(input).map(({ source, unknown }) =>
    found(source, unknown[0].at, say(messages.reviewWithoutSource, { names: unknown.map(({ r }) => r.name), own: input.model.site.property.reviewSource, launch })),
  );

export const ownReviewFindings = reviewFindings(false);
export const unsourcedReviewsAtLaunch = reviewFindings(true);
