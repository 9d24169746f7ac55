import { inlineText } from '../core/inline-text';

/** Fields that hold no words a visitor reads: identifiers, addresses, choices of style, alt text. */
const hidden = new Set(['type', 'id', 'href', 'src', 'alt', 'icon', 'aside', 'from', 'layout', 'itemStyle', 'tone', 'variant', 'dateISO', 'initials', 'coordinates', 'mapsUrl', 'website', 'instagram', 'query', 'exclude', 'phone']);
/** A value that is an address, not words (/bookings, #details, https://...). */
const address = /^(?:\/|#|https?:|mailto:|tel:|@)\S*$/;

/** One text field a visitor reads: where it is in the data, and its words (Markdown as its words). */
interface VisibleField {
  at: (string | number)[];
  text: string;
}

/** Every text field of a block's data (placeholders filled), with where each is. */
export function visibleFields(data: unknown, at: (string | number)[] = [], out: VisibleField[] = []): VisibleField[] {
  if (typeof data === 'string') {
    if (!address.test(data)) out.push({ at, text: inlineText(data) });
  } else if (Array.isArray(data)) data.forEach((v, i) => visibleFields(v, [...at, i], out));
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) if (!hidden.has(k)) visibleFields(v, [...at, k], out);
  return out;
}

/** The words a block shows: every text field, Markdown as its words. */
export const visibleText = (data: unknown): string[] => visibleFields(data).map((f) => f.text);
