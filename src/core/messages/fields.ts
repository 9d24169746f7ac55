import { count, group, lines, message } from './define';

// A schema's verdict on a value, in the words of the person who wrote the file
// (src/content/explain/schema.ts, validate.ts): "is written as text ("4.9"), but it is a number",
// not "must be number". `line` is the line to write instead, where one can be worked out.

/** Where the fields of the file are described: a block's, or the file's own section of the docs. */
export type FieldsDocs = { block: string } | { docs: string };

/** The hint of a message that has no line to show: where the fields are described. */
const seeDocs = (about: FieldsDocs) =>
  'block' in about ? `See the ${about.block} block's fields in docs/content.md#${about.block}.` : `See what this file may hold in ${about.docs}.`;

const hero: FieldsDocs = { block: 'hero' };
const kinds = { number: 'a number', integer: 'a whole number' } as const;
const dateAs = (withTime: boolean) => (withTime ? 'YYYY-MM-DD HH:MM (the day, then the time on a 24-hour clock)' : 'YYYY-MM-DD');

export const fieldMessages = group('Fields and values', {
  /** `object`: the path of what lacks the field (the browser editor shows the message at the field). */
  fieldMissing: message<{ field: string; about?: string; line: string; inline: boolean; object: (string | number)[] }>({
    id: 'field-missing',
    severity: 'error',
    message: (p) => `'${p.field}' is missing, and it is needed here${p.about ? ` (${p.about})` : ''}`,
    hint: (p) => (p.inline ? `Add it inside the { … }, for example: ${p.line}` : `Add it beside the other fields, for example:${lines(p.line)}`),
    docs: 'Add the field; the hint shows a line to start from.',
    example: { field: 'heading', about: 'The heading shown at the top of this part', line: '    heading: Come and stay with us', inline: false, object: ['blocks', 3] },
  }),
  fieldUnknown: message<{ field: string; meant?: string; line?: string; fields: string[] }>({
    id: 'field-unknown',
    severity: 'error',
    message: (p) => `'${p.field}' is not a field here${p.meant ? `; did you mean '${p.meant}'?` : ''}`,
    hint: (p) => (p.line ? `Rename it:${lines(p.line)}` : `The fields here are: ${p.fields.join(', ')}.`),
    docs: 'A misspelt or misplaced field: rename it as the hint shows, or use one of the fields it lists.',
    example: { field: 'headlin', meant: 'heading', line: '    heading: Oops', fields: ['type', 'id', 'heading', 'text'] },
  }),
  numberAsText: message<{ written: string; kind: keyof typeof kinds; line?: string }>({
    id: 'number-as-text',
    severity: 'error',
    message: (p) => `is written as text (${p.written}), but it is a number`,
    hint: (p) => (p.line ? `Write the number without quotes:${lines(p.line)}` : `Write ${kinds[p.kind]}, without quotes${p.kind === 'integer' ? ' and without a decimal point' : ''}.`),
    docs: 'Write the number without quotes, as the hint shows.',
    example: { written: '"5"', kind: 'integer', line: '      - { quote: Lovely stay., name: Jess, rating: 5 }' },
  }),
  notANumber: message<{ value: string; kind: keyof typeof kinds }>({
    id: 'not-a-number',
    severity: 'error',
    message: (p) => `is "${p.value}", but it must be ${kinds[p.kind]}`,
    hint: (p) => `Write ${kinds[p.kind]}, without quotes${p.kind === 'integer' ? ' and without a decimal point' : ''}.`,
    docs: 'Write a number (digits, without quotes) in place of the words.',
    example: { value: 'five', kind: 'integer' },
  }),
  textReadAsField: message<{ text: string; key: string; line?: string; quoted: string }>({
    id: 'text-read-as-field',
    severity: 'error',
    message: (p) => `the text "${p.text}" has ": " in it, so YAML read "${p.key}" as the name of a field`,
    hint: (p) => `Put the whole text in quotes:${p.line ? lines(p.line) : ` ${p.quoted}`}`,
    docs: 'Put the whole text in quotes, as the hint writes it out.',
    example: { text: 'Note: the driveway fits one car', key: 'Note', line: '      - "Note: the driveway fits one car"', quoted: '"Note: the driveway fits one car"' },
  }),
  textNotGroup: message<Record<string, never>>({
    id: 'text-not-group',
    severity: 'error',
    message: () => 'must be text, but it is a group of fields',
    hint: () => 'Write the text on the same line, after the colon; put it in quotes if it holds ": ".',
    docs: 'Write the text on the same line as its field name; the lines under it were read as fields of their own.',
    example: {},
  }),
  textReadAsValue: message<{ kind: 'number' | 'boolean'; raw: string; line?: string; quoted: string }>({
    id: 'text-read-as-value',
    severity: 'error',
    message: (p) => `is read as ${p.kind === 'number' ? 'a number' : 'true or false'} (${p.raw}), but it must be text`,
    hint: (p) => `Put it in quotes:${p.line ? lines(p.line) : ` ${p.quoted}`}`,
    docs: 'Put it in quotes, as the hint shows: a postcode or a time written bare is read as a number, and yes or no as true or false.',
    example: { kind: 'number', raw: '2290', line: '  postalCode: "2290"', quoted: '"2290"' },
  }),
  listWithoutDashes: message<{ lines: string[] }>({
    id: 'list-without-dashes',
    severity: 'error',
    message: () => 'must be a list, and each item of a list starts on its own line with "- "',
    hint: (p) => `Start each item with "- ", and indent its other lines two more spaces:${lines(...p.lines)}`,
    docs: 'Start each item with `- `, as the hint writes it out.',
    example: { lines: ['    items:', '      - question: Is there parking?', '        answer: Yes, free on the street.'] },
  }),
  listOfOne: message<{ lines?: string[]; item: string }>({
    id: 'list-of-one',
    severity: 'error',
    message: () => `must be a list, even of one item, and a list's items start with "- "`,
    hint: (p) => `Write it as a list:${p.lines ? lines(...p.lines) : ` - ${p.item}`}`,
    docs: 'Write it as a list of one item, as the hint shows.',
    example: { lines: ['    words:', '      - Premium accommodation'], item: 'Premium accommodation' },
  }),
  wrongKind: message<{ want: string; got: string; about: FieldsDocs }>({
    id: 'wrong-kind',
    severity: 'error',
    message: (p) => `must be ${p.want}, but it is ${p.got}`,
    hint: (p) => seeDocs(p.about),
    docs: 'Write the kind of value the message names: text, a number, a list (items starting with `- `) or a group of fields.',
    example: { want: 'a list', got: 'empty', about: hero },
  }),
  textTooShort: message<{ length: number; min: number; line?: string }>({
    id: 'text-too-short',
    severity: 'error',
    message: (p) => (p.length === 0 ? 'is empty, but it needs some text' : `is ${count(p.length, 'character')} long, but it needs at least ${p.min}`),
    hint: (p) =>
      `Write at least ${p.length === 0 ? p.min : p.min - p.length} ${p.length === 0 ? '' : 'more '}character${p.min - p.length === 1 ? '' : 's'}${p.line ? `, for example:${lines(p.line)}` : '.'}`,
    docs: 'Write more: the hint says how much.',
    example: { length: 5, min: 10 },
  }),
  textTooLong: message<{ length: number; max: number; line?: string }>({
    id: 'text-too-long',
    severity: 'error',
    message: (p) => `is ${p.length} characters long, but at most ${p.max} fit here`,
    hint: (p) => `Shorten it by ${count(p.length - p.max, 'character')} or more${p.line ? `; what fits ends here:${lines(p.line)}` : '.'}`,
    docs: 'Shorten it: the hint shows where the text that fits ends.',
    example: { length: 363, max: 320 },
  }),
  dateNotInCalendar: message<{ given: string; month: number; days: number; withTime: boolean }>({
    id: 'date-not-in-calendar',
    severity: 'error',
    message: (p) => `${p.given} is no day of the calendar (${p.month > 12 ? `there is no month ${p.month}` : `that month has ${p.days} days`})`,
    hint: (p) => `Write a real date as ${dateAs(p.withTime)}.`,
    docs: 'Write a day that exists, as the year, the month and the day (`2026-02-28`).',
    example: { given: '2026-02-30', month: 2, days: 28, withTime: false },
  }),
  dateUnreadable: message<{ given: string; withTime: boolean; line?: string }>({
    id: 'date-unreadable',
    severity: 'error',
    message: (p) => `"${p.given}" is not a date the site can read: it needs the year, then the month, then the day`,
    hint: (p) => (p.line ? `Write it as ${dateAs(p.withTime)}:${lines(p.line)}` : `Write it as ${dateAs(p.withTime)}, for example ${p.withTime ? '2026-03-12 09:00' : '2026-03-12'}.`),
    docs: 'Write the year, the month and the day: `2026-03-12`, as the hint shows.',
    example: { given: '12/03/2026', withTime: false, line: '        dateISO: 2026-03-12' },
  }),
  notAFormat: message<{ value: string; format: string; about: FieldsDocs }>({
    id: 'not-a-format',
    severity: 'error',
    message: (p) => `"${p.value}" is not ${p.format === 'uri' ? 'a full web address' : `a valid ${p.format}`}`,
    hint: (p) => seeDocs(p.about),
    docs: 'Write it in full, as the field describes it (a web address starts with `https://`).',
    example: { value: 'www.airbnb.com/h/charlestown', format: 'uri', about: { docs: 'docs/content.md#common-edits' } },
  }),
  notAnOption: message<{ value: string; options: string[]; meant?: string; line?: string; about: FieldsDocs }>({
    id: 'not-an-option',
    severity: 'error',
    message: (p) => `is ${p.value}, but it must be one of: ${p.options.join(', ')}${p.meant ? ` (did you mean ${p.meant}?)` : ''}`,
    hint: (p) => (p.line ? `Write:${lines(p.line)}` : seeDocs(p.about)),
    docs: 'Change the value to one the message lists.',
    example: { value: '"wi-fi"', options: ['home', 'wifi', 'car'], meant: 'wifi', line: '      - icon: wifi', about: { block: 'feature-cards' } },
  }),
  notTheValue: message<{ value: string; about: FieldsDocs }>({
    id: 'not-the-value',
    severity: 'error',
    message: (p) => `must be ${p.value}`,
    hint: (p) => seeDocs(p.about),
    docs: 'Write the one value the message names.',
    example: { value: '"hero"', about: hero },
  }),
  outOfRange: message<{ value: string; most: boolean; exclusive: boolean; limit: number; range?: { min: number; max: number }; line?: string; about: FieldsDocs }>({
    id: 'out-of-range',
    severity: 'error',
    message: (p) => `is ${p.value}, but the ${p.most ? 'most' : 'least'} it can be is ${p.exclusive ? (p.most ? 'less than ' : 'more than ') : ''}${p.limit}`,
    hint: (p) => (p.range ? `Write a number from ${p.range.min} to ${p.range.max}${p.line ? `, for example:${lines(p.line)}` : '.'}` : seeDocs(p.about)),
    docs: 'Change the number to one in the range the message names.',
    example: { value: '6', most: true, exclusive: false, limit: 5, range: { min: 1, max: 5 }, line: '        rating: 5', about: { block: 'reviews' } },
  }),
  tooFewItems: message<{ count: number; min: number; about: FieldsDocs }>({
    id: 'too-few-items',
    severity: 'error',
    message: (p) => `has ${count(p.count, 'item')}, but it needs at least ${p.min}`,
    hint: (p) => seeDocs(p.about),
    docs: 'Add items to the list until it has as many as the message says.',
    example: { count: 0, min: 1, about: { block: 'faq' } },
  }),
  tooManyItems: message<{ count: number; max: number }>({
    id: 'too-many-items',
    severity: 'error',
    message: (p) => `has ${p.count} items, but at most ${p.max} fit here`,
    hint: (p) => `Remove ${p.count - p.max} of them.`,
    docs: 'Remove items until the list fits.',
    example: { count: 4, max: 3 },
  }),
  listedTwice: message<{ value: string }>({
    id: 'listed-twice',
    severity: 'error',
    message: (p) => `lists ${p.value} twice`,
    hint: () => 'Remove one of the two.',
    docs: 'Remove one of the two.',
    example: { value: '"Newcastle"' },
  }),
  notWritten: message<{ value: string; description?: string; pattern: string; about: FieldsDocs }>({
    id: 'not-written-as-needed',
    severity: 'error',
    message: (p) => (p.description ? `"${p.value}" does not fit: ${p.description}` : `"${p.value}" is not written the way this field needs (${p.pattern})`),
    hint: (p) => seeDocs(p.about),
    docs: 'Write it the way the message describes.',
    example: { value: 'bookings', description: 'A site path (/bookings), an anchor (#details), an absolute URL, tel:/mailto:, or @booking for the external booking page.', pattern: '^(/|#|https?://|tel:|mailto:|@booking$)', about: hero },
  }),
  notAllowed: message<{ text?: string; about: FieldsDocs }>({
    id: 'not-allowed',
    severity: 'error',
    message: (p) => p.text ?? 'is not allowed here',
    hint: (p) => seeDocs(p.about),
    docs: 'Any other value the schema refuses: see the fields of the block or file in these docs.',
    example: { about: hero },
  }),
  unknownBlockType: message<{ type: string; meant?: string; known: string[] }>({
    id: 'unknown-block-type',
    severity: 'error',
    message: (p) => `unknown block type '${p.type}'${p.meant ? ` (did you mean '${p.meant}'?)` : ''}`,
    hint: (p) => `The block types are: ${p.known.join(', ')} (each described in docs/content.md#blocks).`,
    docs: 'Use one of the [block types](#blocks).',
    example: { type: 'heros', meant: 'hero', known: ['cta', 'faq', 'hero', 'text'] },
  }),
});
