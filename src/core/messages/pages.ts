import { either, group, message } from './define';

// What a page is to a visitor and a search engine: one h1, ids of its own, its own title and
// description, complete structured data, words of its own, and a link from another page
// (src/content/lint/headings.ts, ids.ts, meta.ts, json-ld.ts, copied-pages.ts, orphans.ts, same-place.ts).

const headingHint = (makers: string[]) =>
  `Open the page with one block that makes the page heading (${either(makers)}; its schema says when); its heading is the page's h1 and every other heading is an h2.`;
const headingDocs = 'Open the page with one `hero` (or `availability-calendar` with `pageHeading: true`); every other heading is an h2.';
const makers = ['availability-calendar', 'hero'];

type Same = { path: string; at: string };
const same = (field: string) => (p: Same) => `the same ${field} as ${p.path} (${p.at})`;
const sameHint = (field: string) => () => `Give every page its own ${field}: search engines treat pages with the same ${field} as duplicates.`;
const sameDocs = 'Give every page its own title and description: search engines treat the same ones as duplicates.';

type Length = { length: number; min: number; max: number };
const length = (p: Length) => `${p.length} characters; search results show ${p.min}–${p.max}`;
const lengthHint = (p: Length) => (p.length > p.max ? `Shorten it to ${p.max} characters or fewer, or search results cut it off.` : `Lengthen it to at least ${p.min} characters.`);

/** Where the fields a JSON-LD object lacks come from. */
const jsonLdFix = {
  post: "fill in the post's front matter (title, date).",
  lodging: 'fill them in under `lodging:` (locality, postalCode, geo) or site.yaml `brand.name`.',
  object: 'add them to this object.',
  reviews: "this page's reviews make a LodgingBusiness: add `lodging:` (locality, postalCode, geo) to the page.",
  block: 'fill in the block that produces it.',
};

const pct = (j: number) => `${Math.round(j * 100)}%`;
interface Copied {
  score: number;
  original: string;
  originalPath: string;
  /** Why this page is the copy: "added to git after it". */
  why: string;
  alike: { here: string; there: string; score: number }[];
  place: string;
  threshold: number;
  errorAt: number;
  words: number;
}

type SamePlace = { locality: string; other: string; otherPath: string };
const samePlace = (p: SamePlace) => `is about ${p.locality} at the same spot as ${p.other} (${p.otherPath})`;

export const pageMessages = group('Pages and search engines', {
  noH1: message<{ makers: string[] }>({
    id: 'no-h1',
    severity: 'error',
    message: () => 'no block makes the page heading (h1)',
    hint: (p) => headingHint(p.makers),
    docs: headingDocs,
    example: { makers },
  }),
  secondH1: message<{ type: string; first: number; firstType: string; makers: string[] }>({
    id: 'second-h1',
    severity: 'error',
    message: (p) => `a second h1 (${p.type}); blocks[${p.first}] (${p.firstType}) already makes the page heading`,
    hint: (p) => headingHint(p.makers),
    docs: headingDocs,
    example: { type: 'availability-calendar', first: 0, firstType: 'hero', makers },
  }),
  duplicateId: message<{ id: string; first?: string }>({
    id: 'duplicate-id',
    severity: 'error',
    message: (p) => `id '${p.id}' is already the id of ${p.first ?? "the page's main content (the skip link's target)"}`,
    hint: () => 'Give each section of a page its own id (lowercase words joined by hyphens).',
    docs: 'Give each section of a page its own id (lowercase words joined by hyphens).',
    example: { id: 'details', first: 'blocks[1] (feature-cards)' },
  }),
  duplicateTitle: message<Same>({
    id: 'duplicate-title',
    severity: 'error',
    message: same('title'),
    hint: sameHint('title'),
    docs: sameDocs,
    example: { path: '/', at: 'pages/home.yaml:3:8' },
  }),
  duplicateDescription: message<Same>({
    id: 'duplicate-description',
    severity: 'error',
    message: same('description'),
    hint: sameHint('description'),
    docs: sameDocs,
    example: { path: '/kahibah-accommodation', at: 'pages/kahibah-accommodation.yaml:4:14' },
  }),
  titleLength: message<Length>({
    id: 'title-length',
    severity: 'warning',
    message: length,
    hint: lengthHint,
    docs: 'Shorten or lengthen it. A post\'s page title gets " | Charlestown Guesthouse Blog" added only when it still fits.',
    example: { length: 68, min: 10, max: 65 },
  }),
  descriptionLength: message<Length>({
    id: 'description-length',
    severity: 'warning',
    message: length,
    hint: lengthHint,
    docs: "Shorten or lengthen it. A post's description is its `excerpt`.",
    example: { length: 167, min: 50, max: 160 },
  }),
  jsonLd: message<{ type: string; path: string; absent: string[]; required: string[]; fix: keyof typeof jsonLdFix }>({
    id: 'json-ld',
    severity: 'error',
    message: (p) => `JSON-LD ${p.type}${p.path ? ` at ${p.path}` : ''} has no ${p.absent.join(', ')}`,
    hint: (p) => `${p.type} structured data needs ${p.required.join(', ')}; ${jsonLdFix[p.fix]}`,
    docs: "Fill in what the structured data lacks: for a `LodgingBusiness`, `lodging:` (locality, postalCode, geo), which reviews on a page need too; for a `Review`, the review's `name` and `rating`; for a `BlogPosting`, the post's front matter; for an `FAQPage`, `Question` or `Answer`, the block or `jsonLd:` object the message points at.",
    example: { type: 'LodgingBusiness', path: '', absent: ['address', 'geo'], required: ['name', 'address', 'geo'], fix: 'reviews' },
  }),
  copiedPage: message<Copied>({
    id: 'copied-page',
    severity: (p) => (p.score >= p.errorAt ? 'error' : 'warning'),
    message: (p) =>
      `${pct(p.score)} the same text as ${p.original} (${p.originalPath}), ${p.why}; alike blocks (here ~ there): ${p.alike.map((x) => `${x.here} ~ ${x.there} ${pct(x.score)}`).join(', ')}`,
    hint: (p) =>
      `Search engines treat pages that differ only in a place name as doorway pages${p.score >= p.errorAt ? ', so this one is not published' : ''}. Rewrite ${p.alike.map((x) => x.here).join(', ')} for ${p.place} (what is near, who stays there, why). If it shares its text on purpose, add \`canonical: ${p.originalPath}\` to it. (site.yaml seo: copiedPageThreshold ${p.threshold}, copiedPageErrorThreshold ${p.errorAt}; ${p.words}-word runs compared.)`,
    docs: 'Rewrite the blocks it names, or declare the shared text with `canonical:`. Above `seo.copiedPageErrorThreshold` it is an error, between the two thresholds a warning. See [the copied-page check](#copied-pages).',
    example: {
      score: 0.86,
      original: 'pages/kahibah-accommodation.yaml',
      originalPath: '/kahibah-accommodation',
      why: 'added to git after it',
      alike: [{ here: 'blocks[2] (text)', there: 'blocks[2] (text)', score: 0.9 }],
      place: 'Merewether',
      threshold: 0.5,
      errorAt: 0.8,
      words: 4,
    },
  }),
  orphanPage: message<{ path: string; near?: string }>({
    id: 'orphan-page',
    severity: 'warning',
    message: (p) => `no other page links to ${p.path}: visitors and search engines find it only through the sitemap`,
    hint: (p) => {
      const write = `a link to ${p.path} on another page: a button (href: ${p.path}) or [words](${p.path}) in its text, or site.yaml footer.quickLinks`;
      return p.near ? `Add a nearby-areas block to ${p.near} (the nearest landing page), which lists the landing pages nearest it, or ${write}.` : `Add ${write}.`;
    },
    docs: 'Add what the hint says: a `nearby-areas` block on the nearest landing page, or a link. See [How pages get linked](#how-pages-get-linked).',
    example: { path: '/our-garden' },
  }),
  samePlace: message<SamePlace>({
    id: 'same-place',
    severity: 'warning',
    message: (p) => `${samePlace(p)}, and does not say how it differs`,
    hint: (p) =>
      `Add what this page is about beside ${p.locality}, e.g. topic: Family stays (under lodging:): the nearby-areas block links it by those words, and search engines take pages of one place with no other purpose for doorway pages. A page about another spot in ${p.locality} gives its own lodging.geo.`,
    docs: 'Say what the page is about beside its place (`topic: Family stays` under `lodging:`), or give it its own `lodging.geo` if it is about another spot.',
    example: { locality: 'Charlestown', other: 'pages/charlestown-accommodation.yaml:9:3', otherPath: '/charlestown-accommodation' },
  }),
  sameTopic: message<SamePlace & { topic: string }>({
    id: 'same-topic',
    severity: 'warning',
    message: (p) => `${samePlace(p)}, with the same topic "${p.topic}"`,
    hint: () => 'Give each page about one place a topic of its own, or merge the two pages.',
    docs: 'Give each page about one place a `topic:` of its own, or merge the two pages.',
    example: { locality: 'Charlestown', other: 'pages/charlestown-family-accommodation.yaml:9:3', otherPath: '/charlestown-family-accommodation', topic: 'Family stays' },
  }),
});
