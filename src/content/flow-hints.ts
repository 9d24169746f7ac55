import { isMap, isPair, isScalar, type Document } from 'yaml';
import { messages, say, type Said } from '../core/messages';

// The docs write places, reviews and buttons inline, `{ name: …, description: … }`. Inside the
// braces a comma ends a value, ": " starts a field and " #" a comment, so plain text holding one
// of them breaks the entry in a way YAML's own message does not explain. These name the cause
// and give the entry back with its text in quotes.

/** A value in quotes YAML reads back exactly. */
const quoted = (text: string) => (text.includes('"') ? `'${text.replace(/'/g, "''")}'` : `"${text}"`);

/** Where the line's first inline `{` is, outside quotes and before any comment; -1 for none. */
function flowStart(line: string): number {
  let quote = '';
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#' && /\s/.test(line[i - 1] ?? ' ')) return -1;
    else if (c === '{') return i;
  }
  return -1;
}

/** The `key: value` entry of an inline map's text that holds position `at` (relative to the text). */
function entryAt(inner: string, at: number): { key: string; value: string } | undefined {
  let start = 0;
  for (const m of inner.matchAll(/,\s*(?=[\w-]+: )/g)) {
    if (m.index! >= at) break;
    start = m.index! + m[0].length;
  }
  const end = inner.slice(at).search(/,\s*[\w-]+: /);
  const entry = inner.slice(start, end < 0 ? undefined : at + end).replace(/\s*}\s*$/, '');
  const m = /^([\w-]+):\s+(.*)$/s.exec(entry.trim());
  return m ? { key: m[1], value: m[2].trim() } : undefined;
}

/**
 * For a YAML syntax error at `offset` (the parser's words: `parser`): when an inline `{ … }` on
 * the error's line or just above it holds a " #" or a ": " in plain text, where that is, and the
 * message naming what it did and the entry to write instead.
 */
export function flowSyntaxHint(text: string, offset: number, parser: string): { offset: number; said: Said } | undefined {
  const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
  let start = lineStart;
  for (let back = 0; back < 3 && start >= 0; back++) {
    const end = text.indexOf('\n', start);
    const line = text.slice(start, end < 0 ? undefined : end);
    const open = flowStart(line);
    if (open >= 0) {
      const inner = line.slice(open + 1);
      const hash = inner.search(/\s#/);
      const colon = inner.search(/:\s[^,}]*:\s/);
      const at = hash >= 0 ? hash + 1 : colon >= 0 ? inner.indexOf(': ', colon + 1) : -1;
      const entry = at >= 0 ? entryAt(hash >= 0 ? inner.replace(/\s*$/, '') : inner, at) : undefined;
      if (entry) {
        const fix = { parser, entry: `${entry.key}: ${quoted(entry.value)}` };
        return { offset: start + open + 1 + at, said: hash >= 0 ? say(messages.yamlInlineHash, fix) : say(messages.yamlInlineColon, fix) };
      }
    }
    if (start === 0) break;
    start = text.lastIndexOf('\n', start - 2) + 1;
  }
  return undefined;
}

/**
 * For an unknown property with no value in an inline `{ … }`: the tail of the value before it,
 * cut off at a comma. "past the Bogey Hole." in `description: The largest ocean baths, past the
 * Bogey Hole.` is not a field: the whole text needs quotes.
 */
export function flowCommaHint(doc: Document, at: (string | number)[], prop: string): Said | undefined {
  const node = at.length ? doc.getIn(at, true) : doc.contents;
  if (!isMap(node) || !node.flow) return undefined;
  const i = node.items.findIndex((p) => isPair(p) && isScalar(p.key) && p.key.value === prop);
  const pair = node.items[i];
  const before = node.items[i - 1];
  if (i < 1 || (pair.value !== null && !(isScalar(pair.value) && pair.value.value === null)) || !isPair(before) || !isScalar(before.value)) return undefined;
  return say(messages.yamlInlineComma, { field: prop, entry: `${String((before.key as { value: unknown }).value)}: ${quoted(`${String(before.value.value)}, ${prop}`)}` });
}
