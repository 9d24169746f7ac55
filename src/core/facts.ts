import type { SiteConfig } from './types/content.gen';

// The property's facts live once, in site.yaml `property:`. Pages, the private guide and the
// chat write {checkIn}, {bedLayout}, ... and get the words from here, so no copy can drift.
// Plain functions with no YAML or validator: the chat runs this in the browser.

type Property = SiteConfig['property'];
export type BedKind = Property['bedLayout'][number]['beds'][number];

const numberWords = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
const bedNames: Record<BedKind, string> = { king: 'king bed', queen: 'queen bed', double: 'double bed', single: 'single bed', bunk: 'bunk bed', sofa: 'sofa bed' };

/** "15:00" -> "3:00 PM", the way the site writes times. */
export function clockTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number);
  return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** [queen] -> "a queen bed"; [single, single] -> "two single beds"; [double, single] -> "a double bed and a single bed". */
export function bedsOf(beds: BedKind[]): string {
  const counts = new Map<BedKind, number>();
  for (const b of beds) counts.set(b, (counts.get(b) ?? 0) + 1);
  const parts = [...counts].map(([kind, n]) => (n === 1 ? `a ${bedNames[kind]}` : `${numberWords[n] ?? n} ${bedNames[kind]}s`));
  return parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
}

/** Every item of property.amenities, in the order written. */
export const amenityItems = (p: Property) => (p.amenities ?? []).flatMap((g) => g.items);

/** A list line inside a sentence: "Crib or travel cot" -> "crib or travel cot"; "TV with casting" stays. */
export const inSentence = (item: string) => (/^\p{Lu}\p{Ll}/u.test(item) ? item[0].toLowerCase() + item.slice(1) : item);

const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** One room's beds as a table value: "Queen bed", "Two single beds". */
function roomBeds(beds: BedKind[]): string {
  return capitalise(bedsOf(beds).replace(/^a /, ''));
}

/** How many beds of each kind the property has. */
export function bedCounts(p: Property): Map<BedKind, number> {
  const counts = new Map<BedKind, number>();
  for (const room of p.bedLayout) for (const b of room.beds) counts.set(b, (counts.get(b) ?? 0) + 1);
  return counts;
}

/** Every fact placeholder and its words. */
function factValues(site: SiteConfig): Record<string, string> {
  const p = site.property;
  const values: Record<string, string> = {
    guests: String(p.guests),
    bedrooms: String(p.bedrooms),
    beds: String(p.beds),
    baths: String(p.baths),
    bedLayout: p.bedLayout.map((r) => `${r.room} has ${bedsOf(r.beds)}`).join(p.bedLayout.length > 2 ? ', ' : ' and '),
    checkIn: clockTime(p.checkIn),
    checkOut: clockTime(p.checkOut),
    quietHours: `${clockTime(p.quietHours.from)}–${clockTime(p.quietHours.to)}`,
    minimumStay: `${p.minimumStayNights} night${p.minimumStayNights === 1 ? '' : 's'}`,
    parking: p.parking,
    wifi: p.wifi ? 'Yes, the house has WiFi' : 'No, the house has no WiFi',
    pets: p.pets ? 'Pets are welcome' : 'Pets are not allowed',
    rooms: `${counted(p.bedrooms, 'bedroom')} and ${counted(p.baths, 'bathroom')}`,
    // Each rule a sentence of its own: "No parties or events. No smoking".
    houseRules: (p.houseRules ?? []).join('. '),
    lateCheckout: p.lateCheckout ?? '',
    amenities: amenityItems(p).map(inSentence).join(', '),
  };
  p.bedLayout.forEach((r, i) => (values[`bedroom${i + 1}`] = roomBeds(r.beds)));
  return values;
}

const valuesOf = new WeakMap<SiteConfig, Readonly<Record<string, string>>>();

/**
 * The facts plus the contact details and the rate: everything a {placeholder} may name. Worked
 * out once per settings object: every page of a build, and every render of the chat, asks.
 */
export function placeholderValues(site: SiteConfig): Readonly<Record<string, string>> {
  let values = valuesOf.get(site);
  if (!values) valuesOf.set(site, (values = Object.freeze(placeholderValuesOf(site))));
  return values;
}

function placeholderValuesOf(site: SiteConfig): Record<string, string> {
  const nightly = site.property.nightlyRate;
  const rate =
    nightly === undefined
      ? 'our nightly rate'
      : new Intl.NumberFormat('en-AU', { style: 'currency', currency: 'AUD', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 0 }).format(nightly);
  const replyTime = site.contact.replyTime?.trim() ?? '';
  const { rating, reviewCount, reviewSource } = site.property;
  return { email: site.contact.email, phone: site.contact.phone, replyTime, rate, rating: String(rating), reviewCount: String(reviewCount), reviewSource, ...factValues(site) };
}

export const placeholderPattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

const namesIn = (text: string) => [...text.matchAll(placeholderPattern)].map((m) => m[1]);

/** Whether `before` ends where a sentence starts: nothing, or . ! ? : then spaces, quotes, brackets, Markdown marks or a list dash. */
const sentenceStarts = (before: string) => {
  const s = before.replace(/[\s*_"'“‘([]+$/, '');
  return s === '' || /[.!?:]$/.test(s) || /(^|\n)\s*[-•]$/.test(s);
};

/**
 * A value as it reads where it stands: a capital at the start of a sentence, and mid-sentence a
 * lower-case first letter for a value that starts with an ordinary capitalised word ("Parking
 * at the house is free off-street parking"). Names in capitals (WiFi, NSW) and e-mail addresses
 * stay as they are.
 */
function asItReads(value: string, key: string, before: string): string {
  if (key === 'email') return value;
  if (sentenceStarts(before)) return value.charAt(0).toUpperCase() + value.slice(1);
  return /^[A-Z][a-z]+\b(?![-'’]?[A-Z])/.test(value) ? value.charAt(0).toLowerCase() + value.slice(1) : value;
}

/**
 * Fills every known {placeholder} in `text`, in sentence case (asItReads); an unknown one
 * stays as written (validation reports it). A sentence with a placeholder whose value is empty
 * is left out whole: with no contact.replyTime, "We reply {replyTime}." promises nothing rather
 * than "We reply ."
 */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  if (!text.includes('{')) return text;
  const unset = (key: string) => values[key] === '' && Object.hasOwn(values, key);
  if (namesIn(text).some(unset)) {
    text = text
      .split(/(?<=[.!?])\s+/)
      .filter((sentence) => !namesIn(sentence).some(unset))
      .join(' ');
  }
  return text.replace(placeholderPattern, (whole, key: string, at: number, all: string) => (Object.hasOwn(values, key) ? asItReads(values[key], key, all.slice(0, at)) : whole));
}

/** A copy of `data` with every string's placeholders filled (page blocks, the guide). */
export function fillDeep<T>(data: T, values: Readonly<Record<string, string>>): T {
  if (typeof data === 'string') return fillPlaceholders(data, values) as T;
  if (Array.isArray(data)) return data.map((v) => fillDeep(v, values)) as T;
  if (data && typeof data === 'object') return Object.fromEntries(Object.entries(data).map(([k, v]) => [k, fillDeep(v, values)])) as T;
  return data;
}
