import type { ReviewsBlock } from '../../core/types/content.gen';
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

const message = (names: string[]) =>
  `${names.length === 1 ? `the review by ${names[0]} names` : `${names.length} reviews on this page (${names.join('; ')}) name`} no source, so ${names.length === 1 ? 'it is' : 'they are'} not known to be a guest's own`;
const hint = (own: string) =>
  `A review a guest wrote on ${own} says so: add source: ${own} to it. An example or a made-up review does not belong on the site: until it has a source, search engines are not told of it, and \`npm run validate -- --launch\` fails.`;

export function ownReviewFindings(input: LintInput): LintFinding[] {
  return unsourced(input).map(({ source, unknown }) => found(source, unknown[0].at, 'review-source', message(unknown.map(({ r }) => r.name)), hint(input.model.site.property.reviewSource), 'warning'));
}

/** At launch (`--launch`), the same reviews are errors: nothing unconfirmed goes live. */
export function unsourcedReviewsAtLaunch(input: LintInput): LintFinding[] {
  return ownReviewFindings(input).map((f) => ({ ...f, severity: 'error' }));
}
