import { messages, say, type Said } from '../../core/messages';
import { reindented, structuralLines, type YamlLine } from './lines';

// What a person did, for a YAML syntax error: a tab, a line indented one space off, a list item
// with no dash, an unquoted ": " in a text. Each says it in words and writes the lines as they
// should be, as the message for a comma inside { … } does. The parser's own words are kept
// only for what none of these explains.

export interface Explained {
  /** Where the mistake is (the parser often notices it a line later). */
  line: number;
  col: number;
  said: Said;
}

/** A text written plain that YAML reads as more than text: ": " starts a field. */
const colonIn = (value: string) => !/^["'[{|>&*!]/.test(value) && /:(\s|$)/.test(value.replace(/\s#.*$/, ''));
const quoted = (text: string) => (text.includes('"') ? `'${text.replace(/'/g, "''")}'` : `"${text}"`);

function colonMistake(line: YamlLine): Explained | undefined {
  if (!line.key || !line.value || !colonIn(line.value)) return undefined;
  const value = line.value.replace(/\s+#\s.*$/, '').trim();
  const head = line.text.slice(0, line.text.indexOf(line.key) + line.key.length + 1);
  return {
    line: line.no,
    col: line.text.indexOf(value, head.length) + 1,
    said: say(messages.yamlColonInText, { key: line.key, line: `${head} ${quoted(value)}` }),
  };
}

function tabMistake(line: YamlLine, above: YamlLine | undefined): Explained {
  // Under a line that opens something, one step further in; else beside the line above's field.
  const indent = above ? (above.opens ? (above.kind === 'item' && !above.key ? above.indent : above.keyCol!) + 2 : (above.keyCol ?? above.indent)) : 0;
  return {
    line: line.no,
    col: 1,
    said: say(messages.yamlTab, { lines: [...(above ? [above.text] : []), reindented(line, indent)] }),
  };
}

interface Entry {
  indent: number;
  kind: 'item' | 'key';
  line: YamlLine;
}

const entriesOf = (line: YamlLine): Entry[] =>
  line.kind === 'item'
    ? [{ indent: line.indent, kind: 'item', line }, ...(line.key ? [{ indent: line.keyCol!, kind: 'key' as const, line }] : [])]
    : line.kind === 'key'
      ? [{ indent: line.indent, kind: 'key', line }]
      : [];

/** The entry of `kind` nearest to `indent`, the latest first among equals. */
const nearest = (entries: Entry[], kind: Entry['kind'], indent: number) =>
  entries.filter((e) => e.kind === kind).reduce<Entry | undefined>((a, b) => (!a || Math.abs(b.indent - indent) <= Math.abs(a.indent - indent) ? b : a), undefined);

/** How `sibling` is written, at the column its entry is (a key of a list item is shown as that item's line). */
const asWritten = (e: Entry) => e.line.text;

function itemIndent(line: YamlLine, sibling: Entry): Explained {
  return {
    line: line.no,
    col: line.indent + 1,
    said: say(messages.yamlItemIndent, { indent: line.indent, above: sibling.indent, lines: [asWritten(sibling), reindented(line, sibling.indent)] }),
  };
}

function keyIndent(line: YamlLine, sibling: Entry): Explained {
  return {
    line: line.no,
    col: line.indent + 1,
    said: say(messages.yamlKeyIndent, { key: line.key!, indent: line.indent, aboveKey: sibling.line.key!, above: sibling.indent, lines: [asWritten(sibling), reindented(line, sibling.indent)] }),
  };
}

function missingDash(line: YamlLine, item: Entry): Explained {
  const dashed = `${' '.repeat(item.indent)}- ${line.text.trim()}`;
  return {
    line: line.no,
    col: line.indent + 1,
    said: say(messages.yamlMissingDash, { key: line.kind === 'key' ? line.key : undefined, lines: [asWritten(item), dashed] }),
  };
}

function keyAtDash(line: YamlLine, item: Entry, field: Entry | undefined): Explained {
  // The item already has this key: the line begins another item, and lost its dash.
  const sameKey = item.line.key === line.key;
  if (sameKey || !field) return missingDash(line, item);
  return {
    line: line.no,
    col: line.indent + 1,
    said: say(messages.yamlKeyAtDash, { key: line.key!, field: field.line.key!, lines: [asWritten(field), reindented(line, field.indent)] }),
  };
}

/**
 * The mistake behind a YAML syntax error at `offset` in `text`, told in words with the lines
 * written as they should be; undefined when none of the common ones explains it.
 */
export function explainSyntax(text: string, offset: number): Explained | undefined {
  const errorLine = text.slice(0, offset).split('\n').length - 1;
  const lines = structuralLines(text).filter((l) => l.no <= errorLine + 1);
  for (const l of lines) if (l.hasTab && l.no >= errorLine - 1) return tabMistake(l, lines.filter((p) => p.no < l.no).at(-1));
  const here = lines.find((l) => l.no === errorLine);
  const colon = here && colonMistake(here);
  if (colon) return colon;

  const stack: Entry[] = [];
  let prev: YamlLine | undefined;
  for (const line of lines) {
    const entries = entriesOf(line);
    const childCol = prev && (prev.kind === 'item' && !prev.key ? prev.indent : (prev.keyCol ?? prev.indent));
    // Children of the line above: further in, or a list at its key's own column ("key:\n- item").
    if (prev?.opens && (line.indent > childCol! || (line.kind === 'item' && line.indent === prev.keyCol))) {
      stack.push(...entries);
      prev = line;
      continue;
    }
    const before = [...stack];
    while (stack.length && stack.at(-1)!.indent > line.indent) stack.pop();
    const top = stack.at(-1);
    if (top?.indent === line.indent) {
      if (line.kind === 'text' && top.kind === 'item') return missingDash(line, top);
      if (line.kind === 'key' && top.kind === 'item') return keyAtDash(line, top, nearest(before, 'key', line.indent + 2));
      // A list item at the column of the field that holds the list, after items further in.
      if (line.kind === 'item' && top.kind === 'key' && before.some((e) => e.kind === 'item' && e.indent > line.indent)) {
        const sibling = nearest(before, 'item', line.indent);
        if (sibling) return itemIndent(line, sibling);
      }
      // Siblings: the line takes the place of the one above at this column.
      while (stack.length && stack.at(-1)!.indent >= line.indent) stack.pop();
      stack.push(...entries);
    } else {
      const kind = line.kind === 'key' ? 'key' : 'item';
      const sibling = nearest(before, kind, line.indent);
      if (line.kind === 'text') {
        if (sibling && Math.abs(sibling.indent - line.indent) <= 2) return missingDash(line, sibling);
      } else if (sibling) return kind === 'item' ? itemIndent(line, sibling) : keyIndent(line, sibling);
      stack.push(...entries);
    }
    prev = line;
  }
  return undefined;
}
