import { inlineText } from '../components/inline';

/** Fields that hold no words a visitor reads: identifiers, addresses, choices of style, alt text. */
const hidden = new Set(['type', 'id', 'href', 'src', 'alt', 'icon', 'aside', 'from', 'layout', 'itemStyle', 'tone', 'variant', 'dateISO', 'initials', 'coordinates', 'mapsUrl', 'website', 'instagram', 'query', 'exclude', 'phone']);
/** A value that is an address, not words (/bookings, #details, https://...). */
const address = /^(?:\/|#|https?:|mailto:|tel:|@)\S*$/;

/** The words a block shows (its data with placeholders filled): every text field, Markdown as its words. */
export function visibleText(data: unknown, out: string[] = []): string[] {
  if (typeof data === 'string') {
    if (!address.test(data)) out.push(inlineText(data));
  } else if (Array.isArray(data)) data.forEach((v) => visibleText(v, out));
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) if (!hidden.has(k)) visibleText(v, out);
  return out;
}
