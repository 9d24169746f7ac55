/**
 * Characters that change what text appears to say without being seen themselves: the
 * bidirectional overrides, isolates and marks (U+202E shows "moc.elpmaxe" reversed: a name that
 * reads as another in a subject line), the Unicode line and paragraph separators, NEL and the
 * other C1 controls. No title, alt text or name on this site needs them. The content check and
 * the enquiry function both refuse them.
 */
export const SPOOFING_CHARACTERS = /[\u0080-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/** The first such character in `text`, as U+XXXX, and where it is; undefined when there is none. */
export function spoofingCharacter(text: string): { code: string; index: number } | undefined {
  const m = SPOOFING_CHARACTERS.exec(text);
  return m ? { code: `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, index: m.index } : undefined;
}
