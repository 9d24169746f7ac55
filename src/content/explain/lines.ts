// YAML read the way a person reads it: line by line, by indentation. The parser's own messages
// describe its state ("A block sequence may not be used as an implicit map key"); these lines let
// a message describe the text instead ("this list item is indented 5 spaces, the one above 6").

export interface YamlLine {
  /** 0-based line number. */
  no: number;
  text: string;
  indent: number;
  kind: 'item' | 'key' | 'text' | 'blank' | 'comment';
  /** The key the line names (`key: value`, or `- key: value` in a list item). */
  key?: string;
  /** The column (0-based) where that key starts: an item's key sits two past its dash. */
  keyCol?: number;
  /** What follows `key:` (or `- `), comment included. */
  value?: string;
  /** Its children are on the lines below, further in: `key:` alone, `- ` alone, or a `|`/`>` text. */
  opens: boolean;
  /** A `|` or `>` text follows: the lines further in are its words, not YAML. */
  block: boolean;
  hasTab: boolean;
}

const KEY = /^([A-Za-z0-9_][\w-]*|"[^"]*"|'[^']*'):(?:[ \t]+(.*)|[ \t]*)$/;
const BLOCK_TEXT = /^[|>][-+0-9]*\s*(#.*)?$/;

export function readLine(text: string, no: number): YamlLine {
  const lead = /^[ \t]*/.exec(text)![0];
  const base = { no, text, indent: lead.replace(/\t/g, '  ').length, hasTab: lead.includes('\t'), opens: false, block: false };
  const rest = text.slice(lead.length);
  if (!rest) return { ...base, kind: 'blank' };
  if (rest.startsWith('#')) return { ...base, kind: 'comment' };
  const item = /^-(?:[ \t]+(.*)|[ \t]*)$/.exec(rest);
  if (item) {
    const after = item[1] ?? '';
    const key = KEY.exec(after);
    const value = key ? (key[2] ?? '') : after;
    return {
      ...base,
      kind: 'item',
      ...(key ? { key: key[1], keyCol: base.indent + 2 } : {}),
      value,
      opens: value === '' || BLOCK_TEXT.test(value),
      block: BLOCK_TEXT.test(value),
    };
  }
  const key = KEY.exec(rest);
  if (key) {
    const value = key[2] ?? '';
    return { ...base, kind: 'key', key: key[1], keyCol: base.indent, value, opens: value === '' || BLOCK_TEXT.test(value), block: BLOCK_TEXT.test(value) };
  }
  return { ...base, kind: 'text' };
}

/** Which lines are YAML structure: a `|`/`>` text's words and a plain text's continuation lines are not. */
export function structuralLines(text: string): YamlLine[] {
  const all = text.split('\n').map(readLine);
  const out: YamlLine[] = [];
  let bodyOf: YamlLine | undefined; // the line whose `|`/`>` text (or plain text running on) the lines below continue
  let open = 0; // unclosed [ or { of a flow value running over lines
  for (const line of all) {
    if (line.kind === 'blank' || line.kind === 'comment') continue;
    if (open > 0) {
      open += depth(line.text);
      continue;
    }
    // Lines further in continue the text above; but a plain text cannot go on with `key: value`
    // (YAML refuses it), so such a line is a field indented too far, and is kept.
    const further = bodyOf && line.indent > (bodyOf.kind === 'item' && !bodyOf.key ? bodyOf.indent : (bodyOf.keyCol ?? bodyOf.indent));
    if (further && (bodyOf!.block || line.kind !== 'key')) continue;
    bodyOf = undefined;
    out.push(line);
    if (line.block) bodyOf = line;
    else if (line.value && !line.opens) {
      open = Math.max(0, depth(line.value));
      // A plain or quoted text may run on over lines further in than its key.
      if (!open) bodyOf = line;
    }
  }
  return out;
}

/** Brackets a value opens and does not close on its line (quotes aside). */
function depth(text: string): number {
  let d = 0;
  let quote = '';
  for (const c of text) {
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') break;
    else if (c === '[' || c === '{') d++;
    else if (c === ']' || c === '}') d--;
  }
  return d;
}

/** A line with `indent` spaces in front instead of its own. */
export const reindented = (line: YamlLine, indent: number) => ' '.repeat(indent) + line.text.replace(/^[ \t]*/, '');
