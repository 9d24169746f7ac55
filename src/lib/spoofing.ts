/**
 * Characters that change how text around them is shown without being seen themselves: the
 * bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069), which
 * can make "txt.exe" read as "exe.txt", and the line and paragraph separators (U+2028, U+2029).
 * No title, alt text or name on this site needs them. Shared by the content check and the server.
 */
export const SPOOFING_CHARACTERS = /[\u202A-\u202E\u2066-\u2069\u2028\u2029]/;

/** The first such character in `text`, as U+XXXX, and where it is; undefined when there is none. */
export function spoofingCharacter(text: string): { code: string; index: number } | undefined {
  const m = SPOOFING_CHARACTERS.exec(text);
  return m ? { code: `U+${m[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`, index: m.index } : undefined;
}
