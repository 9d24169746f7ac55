import { group, message } from './define';

// site.yaml states the property's facts and the contact details once; text that writes one out
// (stale after the next edit there) or states it differently is an error (src/content/lint/facts.ts
// and fact-checks.ts; the rating figures: src/core/review-figures.ts).

/** The setting in site.yaml a statement is about, and where it is written. */
export interface Setting {
  file: string;
  line: number;
  col: number;
  /** "property.checkIn", "contact.phone". */
  setting: string;
}

const see = (p: Setting) => `; see ${p.file}:${p.line}:${p.col} ${p.setting}`;
/** A fact written out: right today, stale after the next edit of site.yaml. */
const writeInstead = (placeholder: string) => (p: Setting) => `Write ${placeholder} instead: it shows ${p.setting} from ${p.file}, so changing it there changes this text too.`;
/** A fact stated differently: one of the two is wrong. */
const writeOrCorrect = (placeholder: string) => (p: Setting) => `Write ${placeholder} to show the value from ${p.file}, or correct ${p.setting} there if the text is right.`;

const factsLink = 'See [Property facts](#property-facts-and-placeholders).';
const copyDocs = (placeholder: string) => `Write ${placeholder} instead: the text then follows \`site.yaml\`, and changes when it does. ${factsLink}`;
const differsDocs = (placeholder: string) => `Write ${placeholder}, or correct \`site.yaml\` if the text is right. ${factsLink}`;

const checkIn: Setting = { file: 'site.yaml', line: 27, col: 12, setting: 'property.checkIn' };
const times = { checkIn: 'check-in', checkOut: 'check-out' } as const;
type Time = { fact: keyof typeof times; said: string };
const beds = '{bedLayout} or {bedroom1}, {bedroom2}';

const figures = (f: { score?: number; count?: number }) => [f.score !== undefined && `${f.score}`, f.count !== undefined && `from ${f.count} reviews`].filter(Boolean).join(' ');

export const factMessages = group('Facts, figures and placeholders', {
  factTimeInWords: message<Setting & Time>({
    id: 'fact-time-in-words',
    severity: 'error',
    message: (p) => `states the ${times[p.fact]} time (${p.said}) in words${see(p)}`,
    hint: (p) => writeInstead(`{${p.fact}}`)(p),
    docs: copyDocs('`{checkIn}` or `{checkOut}`'),
    example: { ...checkIn, fact: 'checkIn', said: '3:00 PM' },
  }),
  factTimeDiffers: message<Setting & Time & { want: string }>({
    id: 'fact-time-differs',
    severity: 'error',
    message: (p) => `says ${times[p.fact]} is at ${p.said}, but the property's time is ${p.want}${see(p)}`,
    hint: (p) => writeOrCorrect(`{${p.fact}}`)(p),
    docs: differsDocs('`{checkIn}` or `{checkOut}`'),
    example: { ...checkIn, fact: 'checkIn', said: '2 PM', want: '3:00 PM' },
  }),
  factQuietHoursInWords: message<Setting & { said: string }>({
    id: 'fact-quiet-hours-in-words',
    severity: 'error',
    message: (p) => `states the quiet hours (${p.said}) in words${see(p)}`,
    hint: writeInstead('{quietHours}'),
    docs: copyDocs('`{quietHours}`'),
    example: { ...checkIn, line: 29, col: 3, setting: 'property.quietHours', said: '10 PM to 7 AM' },
  }),
  factQuietHoursDiffer: message<Setting & { said: string; from: string; to: string }>({
    id: 'fact-quiet-hours-differ',
    severity: 'error',
    message: (p) => `says quiet hours are ${p.said}, but the property's are ${p.from}–${p.to}${see(p)}`,
    hint: writeOrCorrect('{quietHours}'),
    docs: differsDocs('`{quietHours}`'),
    example: { ...checkIn, line: 29, col: 3, setting: 'property.quietHours', said: '11 PM to 7 AM', from: '10:00 PM', to: '7:00 AM' },
  }),
  factRateInFigures: message<Setting & { said: string }>({
    id: 'fact-rate-in-figures',
    severity: 'error',
    message: (p) => `states the nightly rate (${p.said}) in figures${see(p)}`,
    hint: writeInstead('{rate}'),
    docs: copyDocs('`{rate}`'),
    example: { ...checkIn, line: 35, col: 3, setting: 'property.nightlyRate', said: '$200' },
  }),
  factRateDiffers: message<Setting & { said: string; rate: number }>({
    id: 'fact-rate-differs',
    severity: 'error',
    message: (p) => `says ${p.said} beside a nightly rate, but the property's rate is $${p.rate}${see(p)}`,
    hint: writeOrCorrect('{rate}'),
    docs: differsDocs('`{rate}`'),
    example: { ...checkIn, line: 35, col: 3, setting: 'property.nightlyRate', said: '$180', rate: 200 },
  }),
  factPhoneWrittenOut: message<Setting & { said: string }>({
    id: 'fact-phone-written-out',
    severity: 'error',
    message: (p) => `writes out the site's phone number (${p.said})${see(p)}`,
    hint: writeInstead('{phone}'),
    docs: copyDocs('`{phone}`'),
    example: { ...checkIn, line: 12, col: 10, setting: 'contact.phone', said: '0400 000 000' },
  }),
  factPhoneDiffers: message<Setting & { said: string; want: string }>({
    id: 'fact-phone-differs',
    severity: 'error',
    message: (p) => `gives ${p.said} as the site's number, but site.yaml's is ${p.want}${see(p)}`,
    hint: writeOrCorrect('{phone}'),
    docs: differsDocs('`{phone}`'),
    example: { ...checkIn, line: 12, col: 10, setting: 'contact.phone', said: '0411 111 111', want: '0400 000 000' },
  }),
  factEmailWrittenOut: message<Setting & { said: string }>({
    id: 'fact-email-written-out',
    severity: 'error',
    message: (p) => `writes out the site's e-mail address (${p.said})${see(p)}`,
    hint: writeInstead('{email}'),
    docs: copyDocs('`{email}`'),
    example: { ...checkIn, line: 13, col: 10, setting: 'contact.email', said: 'stay@example.com' },
  }),
  factEmailDiffers: message<Setting & { said: string; want: string }>({
    id: 'fact-email-differs',
    severity: 'error',
    message: (p) => `gives ${p.said} as the site's e-mail address, but site.yaml's is ${p.want}${see(p)}`,
    hint: writeOrCorrect('{email}'),
    docs: differsDocs('`{email}`'),
    example: { ...checkIn, line: 13, col: 10, setting: 'contact.email', said: 'hello@example.com', want: 'stay@example.com' },
  }),
  factReplyTime: message<Setting & { said: string }>({
    id: 'fact-reply-time',
    severity: 'error',
    message: (p) => `promises a reply time in words ("${p.said}"), which only site.yaml may state${see(p)}`,
    hint: writeOrCorrect('{replyTime} (a sentence with it is left out when contact.replyTime is empty)'),
    docs: differsDocs('`{replyTime}`'),
    example: { ...checkIn, line: 14, col: 14, setting: 'contact.replyTime', said: 'replies within 2 hours' },
  }),
  factBedNone: message<Setting & { kind: string; layout: string }>({
    id: 'fact-bed-none',
    severity: 'error',
    message: (p) => `mentions a ${p.kind} bed, but the property has none (${p.layout})${see(p)}`,
    hint: writeOrCorrect(beds),
    docs: differsDocs('`{bedLayout}` (or `{bedroom1}`, `{bedroom2}`)'),
    example: { ...checkIn, line: 23, col: 5, setting: 'property.bedLayout', kind: 'double', layout: 'Bedroom 1: a queen bed; Bedroom 2: two single beds' },
  }),
  factBedCount: message<Setting & { count: number; kind: string; have: number }>({
    id: 'fact-bed-count',
    severity: 'error',
    message: (p) => `says ${p.count} ${p.kind} beds, but the property has ${p.have}${see(p)}`,
    hint: writeOrCorrect(beds),
    docs: differsDocs('`{bedLayout}` (or `{bedroom1}`, `{bedroom2}`)'),
    example: { ...checkIn, line: 23, col: 5, setting: 'property.bedLayout', count: 3, kind: 'single', have: 2 },
  }),
  factMinimumStay: message<Setting & { said: string; want: number }>({
    id: 'fact-minimum-stay',
    severity: 'error',
    message: (p) => `says a minimum stay of ${p.said} nights, but the property's is ${p.want}${see(p)}`,
    hint: writeOrCorrect('{minimumStay}'),
    docs: differsDocs('`{minimumStay}`'),
    example: { ...checkIn, line: 31, col: 22, setting: 'property.minimumStayNights', said: 'three', want: 2 },
  }),
  factPets: message<Setting & { allowed: boolean }>({
    id: 'fact-pets',
    severity: 'error',
    message: (p) => `says pets are ${p.allowed ? 'not ' : ''}allowed, but site.yaml says they are${p.allowed ? '' : ' not'}${see(p)}`,
    hint: writeOrCorrect('{pets}'),
    docs: differsDocs('`{pets}`'),
    example: { ...checkIn, line: 40, col: 9, setting: 'property.pets', allowed: false },
  }),
  unknownPlaceholder: message<{ name: string; known: string[] }>({
    id: 'unknown-placeholder',
    severity: 'error',
    message: (p) => `unknown placeholder {${p.name}}`,
    hint: (p) => `Placeholders filled from site.yaml: ${p.known.map((k) => `{${k}}`).join(', ')}.`,
    docs: `Use one of the placeholders the hint lists. ${factsLink}`,
    example: { name: 'checkin', known: ['checkIn', 'checkOut', 'phone', 'email'] },
  }),
  bedroomCount: message<{ key: 'bedrooms' | 'beds'; value: number; counted: number }>({
    id: 'bedroom-count',
    severity: 'error',
    message: (p) => `is ${p.value}, but property.bedLayout lists ${p.counted}`,
    hint: (p) => `Make property.${p.key} match property.bedLayout.`,
    docs: 'Make `property.bedrooms` and `property.beds` in `site.yaml` match the bed layout.',
    example: { key: 'bedrooms', value: 3, counted: 2 },
  }),
  ratingFigures: message<{ what: string; figures: { score?: number; count?: number }; score: number; count: number; source: string; see: string }>({
    id: 'rating-figures',
    severity: 'error',
    message: (p) => `${p.what} says ${figures(p.figures)}, but the site's rating is ${p.score} from ${p.count} reviews on ${p.source}; see ${p.see} property.rating`,
    hint: () => 'Write {rating} and {reviewCount} in a text, and leave score and count out of a rating or summary: they then show site.yaml\'s figures, and follow them when they change.',
    docs: "A rating a page states (the hero's badge, the rating card, the reviews summary, the description, `lodging.rating`) is the site's own: write `{rating}` and `{reviewCount}` in a text, and leave `score` and `count` out of a rating card or summary, so they show `site.yaml`'s figures.",
    example: { what: 'the badge', figures: { score: 4.9, count: 127 }, score: 4.93, count: 47, source: 'Airbnb', see: 'site.yaml:31:11' },
  }),
});
