// C0 controls and DEL. Escape sequences in a stored field could rewrite an owner's terminal
// (npm run enquiries); CR and LF in a one-line field could forge e-mail headers.
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/;
const CONTROL_BUT_LINES = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;
/**
 * Characters that change what a one-line field appears to say: bidirectional overrides and
 * isolates (U+202E shows "moc.elpmaxe" reversed: a name that reads as another in a subject
 * line), marks, the Unicode line and paragraph separators and NEL, and C1 controls.
 */
export const SPOOFING = /[\u0080-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

/**
 * Per-field reasons for string fields holding control characters. Fields named in
 * `multiline` may hold line breaks and tabs; every other field only tabs at most, and no
 * character that reorders or breaks the line it is shown on.
 */
export function controlCharacterErrors(body: unknown, multiline: string[] = []): Record<string, string> {
  const fields: Record<string, string> = Object.create(null);
  if (!body || typeof body !== 'object' || Array.isArray(body)) return fields;
  for (const [name, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    const lines = multiline.includes(name);
    if ((lines ? CONTROL_BUT_LINES : CONTROL).test(value)) {
      fields[name] = lines ? 'must not contain control characters (line breaks and tabs are fine)' : 'must be one line without control characters';
    } else if (!lines && SPOOFING.test(value)) {
      fields[name] = 'must not contain characters that reverse or break the text (such as U+202E or U+2028)';
    }
  }
  return fields;
}
