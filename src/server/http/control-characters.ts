import { SPOOFING_CHARACTERS as SPOOFING } from '../../core/spoofing';

export { SPOOFING };

// C0 controls and DEL. Escape sequences in a stored field could rewrite an owner's terminal
// (npm run enquiries); CR and LF in a one-line field could forge e-mail headers.
const CONTROL = /[\x00-\x08\x0a-\x1f\x7f]/;
const CONTROL_BUT_LINES = /[\x00-\x08\x0b\x0c\x0e-\x1f\x7f]/;
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
