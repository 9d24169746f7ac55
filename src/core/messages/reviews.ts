import { group, message } from './define';

// What a block's own content rules say (the `lint` hooks of src/blocks/faq/ and reviews/), and
// the reviews that do not say where a guest wrote them (src/content/lint/own-reviews.ts).

export const reviewMessages = group('Reviews and questions', {
  reviewWithoutSource: message<{ names: string[]; own: string; launch: boolean }>({
    id: 'review-without-source',
    severity: (p) => (p.launch ? 'error' : 'warning'),
    message: (p) =>
      `${p.names.length === 1 ? `the review by ${p.names[0]} names` : `${p.names.length} reviews on this page (${p.names.join('; ')}) name`} no source, so ${p.names.length === 1 ? 'it is' : 'they are'} not known to be a guest's own`,
    hint: (p) =>
      `A review a guest wrote on ${p.own} says so: add source: ${p.own} to it. An example or a made-up review does not belong on the site: until it has a source, search engines are not told of it, and \`npm run validate -- --launch\` fails.`,
    docs: "Add `source:` with where the guest wrote it (`site.yaml` `property.reviewSource`), or remove a review that is an example. A warning while the site is being written, an error with `--launch`.",
    example: { names: ['Jess'], own: 'Airbnb', launch: false },
  }),
  reviewOtherSource: message<{ source: string; own: string; at: string }>({
    id: 'review-other-source',
    severity: 'error',
    message: (p) => `names ${JSON.stringify(p.source)} as its source, but the site's reviews come from ${p.own} (${p.at})`,
    hint: (p) => `Write source: ${p.own}, or correct property.reviewSource in site.yaml.`,
    docs: "Write the site's review source (`site.yaml` `property.reviewSource`), or correct it there.",
    example: { source: 'Stayz', own: 'Airbnb', at: 'site.yaml:33:17' },
  }),
  faqEmptyAnswer: message<{ question: string }>({
    id: 'faq-empty-answer',
    severity: 'error',
    message: (p) => `"${p.question}" has an empty answer`,
    hint: () => 'Write the answer, or remove the question: search engines ignore a question with no answer.',
    docs: 'Write the answer, or remove the question.',
    example: { question: 'Can I bring my dog?' },
  }),
  faqAskedTwice: message<{ question: string; first: string }>({
    id: 'faq-asked-twice',
    severity: 'error',
    message: (p) => `"${p.question}" is asked already, at ${p.first}`,
    hint: () => 'Ask each question once per page: merge the two answers into one.',
    docs: 'Ask each question once per page (case and punctuation aside): merge the two answers.',
    example: { question: 'Is there parking?', first: 'pages/faq.yaml:11:21' },
  }),
});
