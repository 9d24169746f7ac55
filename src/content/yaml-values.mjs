// The values of YAML texts, parsed with the options src/content/yaml-source.ts uses: for each
// text its value, or nothing for a text with an error (the content check parses that one itself,
// to say where). Plain JavaScript: the content check's YAML thread (yaml-thread.mjs) runs it
// without tsx, and the check runs it on its own thread for its share of the texts.
import { parseDocument } from 'yaml';

/** @param {string[]} texts */
export function valuesOf(texts) {
  return texts.map((text) => {
    const doc = parseDocument(text, { prettyErrors: false, uniqueKeys: true });
    if (doc.errors.length) return undefined;
    try {
      return { value: doc.toJS({ maxAliasCount: 100 }) };
    } catch {
      return undefined;
    }
  });
}
