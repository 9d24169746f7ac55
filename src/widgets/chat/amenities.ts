// Answers "is there a cot?" from site.yaml property.amenities, the list the facts page shows, so
// everything the site says the house has can be asked about, in the guest's own words.

/** Words that name nothing: a question's frame ("is there a … for us?") and the list's own joins. */
const FILLER = new Set(
  `a about also an and any anything are at available be bring can could do does for from get got guest guests have has
  here house home guesthouse i in inside is it its kids children family me my need of on or our place please property
  provide provided request stay the there this to too us use we what which will with would you your`.split(/\s+/),
);

/** Other words guests use for what the list names (language, not facts: the facts are the list). */
const ALSO: Record<string, string[]> = {
  aircon: ['air', 'conditioning'],
  ac: ['air', 'conditioning'],
  conditioner: ['conditioning'],
  cooling: ['air', 'conditioning'],
  baby: ['cot'],
  infant: ['cot'],
  toddler: ['cot'],
  portacot: ['cot'],
  television: ['tv'],
  netflix: ['tv', 'casting'],
  chromecast: ['casting'],
  streaming: ['casting'],
  washer: ['washing'],
  laundry: ['washing', 'dryer'],
  refrigerator: ['fridge'],
  stove: ['cooktop'],
  hob: ['cooktop'],
  camera: ['cctv'],
  sheet: ['linen'],
  bedding: ['linen'],
  key: ['keyless', 'lockbox'],
  balcony: ['deck'],
  patio: ['deck'],
  veranda: ['deck'],
  plate: ['crockery'],
  dish: ['crockery'],
  glass: ['glassware'],
};

/** "Cots" and "cot", "parties" and "party" are one word. */
const stem = (w: string) => (w.endsWith('ies') && w.length > 4 ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w);

const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/\ba\/c\b/g, 'ac')
    .replace(/[‘’']s\b/g, '')
    .match(/[\p{L}\p{N}]+/gu)
    ?.map(stem)
    .filter((w) => !FILLER.has(w)) ?? [];

/** A guest's word names an item's word when they are one, or it starts it ("con" for conditioning). */
const names = (word: string, itemWord: string) => word === itemWord || (word.length >= 3 && itemWord.startsWith(word));

/**
 * The items of property.amenities the message asks about: every word of it that names a thing
 * must name a word of an item (so "hair dryer" is not answered with the washing machine's
 * dryer), and the items that take the most of its words are the answer. None: not a question
 * about what the house has.
 */
export function askedAmenities(message: string, amenities: string[]): string[] {
  const asked = words(message);
  if (!asked.length) return [];
  const items = amenities.map((item) => ({ item, words: words(item) }));
  const takes = (w: string, i: (typeof items)[number]) => [w, ...(ALSO[w] ?? [])].some((x) => i.words.some((iw) => names(x, iw)));
  if (!asked.every((w) => items.some((i) => takes(w, i)))) return [];
  const scored = items.map((i) => ({ item: i.item, score: asked.filter((w) => takes(w, i)).length }));
  const best = Math.max(...scored.map((s) => s.score));
  return scored.filter((s) => s.score === best).map((s) => s.item);
}
