import { Document, isMap, isScalar, isSeq, parseDocument, Scalar, type Node, type Pair, type YAMLMap, type YAMLSeq } from 'yaml';

// The browser editor's writes. The form sends the whole file's data; this finds what changed and
// edits only those lines of the YAML text, each through the nodes `yaml`'s Document API parsed
// (their places in the text) and made (the text of a new value). Everything else stays byte for
// byte: comments, key order, quoting, blank lines, folded lines. A one-field edit is a one-line
// diff. Re-printing the whole Document would not do: it unfolds folded paragraphs, re-pads flow
// collections and moves aligned comments (tested on every page of the site).

export type Path = (string | number)[];
type Edit =
  | { kind: 'set'; path: Path }
  | { kind: 'add'; path: Path; after?: string }
  | { kind: 'delete'; path: Path }
  | { kind: 'insert'; path: Path; index: number }
  | { kind: 'reorder'; path: Path; order: number[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a).filter((k) => a[k] !== undefined);
    const kb = Object.keys(b).filter((k) => b[k] !== undefined);
    return ka.length === kb.length && ka.every((k) => deepEqual(a[k], b[k]));
  }
  return false;
}

const without = <T>(list: T[], i: number) => [...list.slice(0, i), ...list.slice(i + 1)];

/** What turns `old` into `next`: the smallest edits a person would have made (a move, an insert, a removal, a value). */
function diff(old: unknown, next: unknown, path: Path, edits: Edit[]): void {
  if (deepEqual(old, next)) return;
  if (isObject(old) && isObject(next)) {
    for (const k of Object.keys(old)) if (next[k] === undefined && old[k] !== undefined) edits.push({ kind: 'delete', path: [...path, k] });
    let after: string | undefined;
    for (const [k, v] of Object.entries(next)) {
      if (v === undefined) continue;
      if (old[k] === undefined) edits.push({ kind: 'add', path: [...path, k], after });
      else diff(old[k], v, [...path, k], edits);
      after = k;
    }
    return;
  }
  if (Array.isArray(old) && Array.isArray(next) && old.length && next.length) {
    if (old.length === next.length) {
      const used = new Set<number>();
      const order = next.map((item) => {
        const i = old.findIndex((o, j) => !used.has(j) && deepEqual(o, item));
        used.add(i);
        return i;
      });
      if (!order.includes(-1)) return void edits.push({ kind: 'reorder', path, order });
    }
    if (next.length === old.length + 1) {
      const i = next.findIndex((_, j) => deepEqual(without(next, j), old));
      if (i >= 0) return void edits.push({ kind: 'insert', path, index: i });
    }
    if (old.length === next.length + 1) {
      const i = old.findIndex((_, j) => deepEqual(without(old, j), next));
      if (i >= 0) return void edits.push({ kind: 'delete', path: [...path, i] });
    }
    const common = Math.min(old.length, next.length);
    for (let i = 0; i < common; i++) diff(old[i], next[i], [...path, i], edits);
    for (let i = common; i < next.length; i++) edits.push({ kind: 'insert', path, index: i });
    for (let i = old.length - 1; i >= common; i--) edits.push({ kind: 'delete', path: [...path, i] });
    return;
  }
  edits.push({ kind: 'set', path });
}

function get(data: unknown, path: Path): unknown {
  return path.reduce<unknown>((d, p) => (d as Record<string | number, unknown> | undefined)?.[p], data);
}

const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
const lineEnd = (text: string, at: number) => {
  const nl = text.indexOf('\n', at);
  return nl < 0 ? text.length : nl + 1;
};
/** The last character of a node's own text (its range may end after spaces and newlines). */
function lastChar(text: string, end: number): number {
  let i = end - 1;
  while (i > 0 && /\s/.test(text[i])) i--;
  return i;
}

const printOptions = { lineWidth: 0, flowCollectionPadding: true } as const;

/** A new file's text. */
export const printYaml = (data: unknown) => new Document(data).toString(printOptions);

/** `value` as YAML lines at column `indent`: a new map entry (`key`), or a new sequence item. */
function blockLines(value: unknown, indent: number, key?: string): string {
  const doc = new Document(key === undefined ? [value] : { [key]: value });
  const pad = ' '.repeat(indent);
  return doc
    .toString(printOptions)
    .split('\n')
    .map((l) => (l ? pad + l : l))
    .join('\n');
}

/** One flow collection's text ({ a: 1 } or [a, b]), padded as the one it replaces was. */
function flowText(value: unknown, padded: boolean): string {
  const doc = new Document({ k: value });
  const node = (doc.contents as YAMLMap).items[0].value as Node & { flow?: boolean };
  const setFlow = (n: unknown) => {
    if (isMap(n) || isSeq(n)) {
      n.flow = true;
      for (const item of n.items) setFlow(isMap(n) ? (item as Pair).value : item);
    }
  };
  setFlow(node);
  return doc.toString({ ...printOptions, flowCollectionPadding: padded }).replace(/^k: /, '').replace(/\n$/, '');
}

interface Located {
  node: Node | null;
  /** The collection holding it and its key or index there. */
  parent?: YAMLMap | YAMLSeq;
  key?: string | number;
  /** Inside a flow collection: the outermost one, and its path. */
  flow?: { node: YAMLMap | YAMLSeq; path: Path };
}

function locate(doc: Document, path: Path): Located {
  let node = doc.contents as Node | null;
  let out: Located = { node };
  const inFlow = (n: Node | null, p: Path, flow: Located['flow']) => flow ?? ((isMap(n) || isSeq(n)) && n.flow ? { node: n, path: p } : undefined);
  let flow: Located['flow'];
  for (let i = 0; i < path.length; i++) {
    const parent = node;
    flow = inFlow(parent, path.slice(0, i), flow);
    const k = path[i];
    if (isMap(parent)) {
      const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === k);
      node = (pair?.value as Node | null) ?? null;
    } else if (isSeq(parent)) node = (parent.items[k as number] as Node | null) ?? null;
    else throw new Error(`nothing at ${path.slice(0, i).join('.')}`);
    out = { node, parent: parent as YAMLMap | YAMLSeq, key: k, flow };
  }
  return { ...out, flow: out.flow ?? inFlow(node, path, undefined) };
}

/** Where a block collection's entry starts and ends, as whole lines; `lead` takes the comment lines above it. */
function entryLines(text: string, at: Located, lead: boolean): [number, number] {
  const { parent, key, node } = at;
  let start: number;
  let end: number;
  if (isMap(parent)) {
    const pair = parent.items.find((p) => isScalar(p.key) && p.key.value === key)!;
    start = (pair.key as Node).range![0];
    end = ((pair.value as Node | null) ?? (pair.key as Node)).range![1];
  } else {
    const value = node!;
    start = value.range![0];
    // The item starts at its "- ", before the value.
    let i = start - 1;
    while (i >= 0 && /\s/.test(text[i])) i--;
    if (text[i] === '-') start = i;
    end = value.range![1];
  }
  let from = lineStart(text, start);
  const to = lineEnd(text, lastChar(text, Math.max(end, start + 1)));
  if (lead) {
    for (let prev = lineStart(text, from - 1); from > 0 && /^\s*#/.test(text.slice(prev, from)); prev = lineStart(text, prev - 1)) {
      from = prev;
      if (prev === 0) break;
    }
  }
  return [from, to];
}

/** The column a block collection's entries start at. */
function columnOf(text: string, coll: YAMLMap | YAMLSeq): number {
  const first = coll.items[0] as Pair | Node | undefined;
  const at = first && 'key' in first ? (first.key as Node).range![0] : (first as Node | undefined)?.range?.[0];
  if (at === undefined) return 0;
  if (isSeq(coll)) {
    let i = at - 1;
    while (i >= 0 && /[ \t]/.test(text[i])) i--;
    if (text[i] === '-') return i - lineStart(text, i);
  }
  return at - lineStart(text, at);
}

/** A scalar's new text, written in the style of the one it replaces (quotes, folding width, block header). */
function scalarText(text: string, old: Scalar, value: unknown, at: Located): string {
  if (typeof value !== 'string') return value === null ? 'null' : String(value);
  const [from, to] = old.range!;
  const lines = text.slice(from, to).replace(/\s+$/, '').split('\n');
  const column = from - lineStart(text, from);
  const s = new Scalar(value);
  // A quoted text keeps its quotes when they were the writer's choice; quotes the text needed
  // (an emptied text, a trailing space while typing) do not stick to what is typed next.
  if (!old.type?.startsWith('QUOTE') || !/^["']/.test(new Document(old.value).toString(printOptions))) s.type = old.type;
  if (at.flow) {
    const doc = new Document(isSeq(at.parent) ? [s] : { k: s });
    (doc.contents as YAMLMap | YAMLSeq).flow = true;
    return doc
      .toString(printOptions)
      .replace(/^[[{] (?:k: )?/, '')
      .replace(/ [\]}]\n$/, '');
  }
  const key = isMap(at.parent) ? String(at.key) : undefined;
  const prefix = key === undefined ? '- ' : `${key}: `;
  // The synthetic document puts the key at column 0: its lines are moved to the key's column after.
  const keyColumn = Math.max(0, column - prefix.length);
  // Folded text keeps the width it was folded at, so a one-word change moves the fewest lines.
  const width = lines.length > 1 && old.type !== 'BLOCK_LITERAL' ? Math.max(column + lines[0].length, ...lines.slice(1).map((l) => l.length)) : 0;
  const step = lines.length > 1 ? /^ */.exec(lines[lines.length - 1])![0].length - keyColumn : 2;
  const doc = new Document(key === undefined ? [s] : { [key]: s });
  const printed = doc.toString({ ...printOptions, lineWidth: width && width - keyColumn, indent: step > 0 ? step : 2 });
  return printed
    .replace(/\n$/, '')
    .slice(prefix.length)
    .split('\n')
    .map((l, i) => (i && l ? ' '.repeat(keyColumn) + l : l))
    .join('\n');
}

/** One edit applied to the text. `next` is the whole file's data after all the edits. */
function applyEdit(text: string, edit: Edit, next: unknown): string {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(doc.errors[0].message);
  const target = edit.kind === 'insert' || edit.kind === 'reorder' ? edit.path : edit.path.slice(0, -1);
  const holder = locate(doc, target);
  const flow = holder.flow;
  // Inside a flow collection ({ src: …, alt: … }), the collection is written again on its line.
  if (flow && !(edit.kind === 'set' && isScalar(locate(doc, edit.path).node) && !isObject(get(next, edit.path)) && !Array.isArray(get(next, edit.path)))) {
    const value = get(next, flow.path);
    const [from, to] = flow.node.range!;
    const padded = /^[[{] /.test(text.slice(from, to));
    return text.slice(0, from) + flowText(value, padded) + text.slice(to);
  }
  switch (edit.kind) {
    case 'set': {
      const at = locate(doc, edit.path);
      const value = get(next, edit.path);
      if (isScalar(at.node) && !isObject(value) && !Array.isArray(value)) {
        const [from, to] = at.node.range!;
        const end = lastChar(text, to) + 1;
        return text.slice(0, from) + scalarText(text, at.node, value, at) + text.slice(Math.max(end, from));
      }
      if (!at.parent) return new Document(value).toString(printOptions);
      // A collection for a value, or the reverse: the entry is written again, in place.
      const [from, to] = entryLines(text, at, false);
      const column = columnOf(text, at.parent);
      return text.slice(0, from) + blockLines(value, column, isMap(at.parent) ? String(at.key) : undefined) + text.slice(to);
    }
    case 'delete': {
      const at = locate(doc, edit.path);
      const coll = at.parent!;
      if (coll.items.length === 1 && isSeq(coll)) return replaceEntryOf(text, doc, edit.path.slice(0, -1), next);
      const [from, to] = entryLines(text, at, isSeq(coll));
      return text.slice(0, from) + text.slice(to);
    }
    case 'add': {
      const key = edit.path[edit.path.length - 1] as string;
      const map = holder.node;
      const value = get(next, edit.path);
      if (!isMap(map) || !map.items.length) return replaceEntryOf(text, doc, target, next);
      const column = columnOf(text, map);
      const after = edit.after !== undefined ? map.items.find((p) => isScalar(p.key) && p.key.value === edit.after) : undefined;
      const at = after
        ? entryLines(text, { node: after.value as Node, parent: map, key: edit.after }, false)[1]
        : entryLines(text, { node: map.items[0].value as Node, parent: map, key: (map.items[0].key as Scalar).value as string }, false)[0];
      return text.slice(0, at) + blockLines(value, column, key) + text.slice(at);
    }
    case 'insert': {
      const seq = holder.node;
      const value = get(next, [...edit.path, edit.index]);
      if (!isSeq(seq) || !seq.items.length) return replaceEntryOf(text, doc, target, next);
      const column = columnOf(text, seq);
      const at =
        edit.index < seq.items.length
          ? entryLines(text, { node: seq.items[edit.index] as Node, parent: seq, key: edit.index }, true)[0]
          : entryLines(text, { node: seq.items[seq.items.length - 1] as Node, parent: seq, key: seq.items.length - 1 }, false)[1];
      // Items kept apart by blank lines (a page's blocks) get one too.
      const spans = seq.items.slice(-2).map((item, i, last) => entryLines(text, { node: item as Node, parent: seq, key: seq.items.length - last.length + i }, true));
      const apart = spans.length === 2 && /\n[ \t]*\n/.test('\n' + text.slice(spans[0][1], spans[1][0]));
      const lines = blockLines(value, column);
      const item = apart ? (edit.index < seq.items.length ? lines + '\n' : '\n' + lines) : lines;
      return text.slice(0, at) + (at > 0 && text[at - 1] !== '\n' ? '\n' : '') + item + text.slice(at);
    }
    case 'reorder': {
      const seq = holder.node as YAMLSeq;
      const spans = seq.items.map((item, i) => entryLines(text, { node: item as Node, parent: seq, key: i }, true));
      // The entries move; what lies between them (blank lines) stays where it was.
      let out = text.slice(0, spans[0][0]);
      edit.order.forEach((from, i) => {
        const chunk = text.slice(...spans[from]);
        out += chunk.endsWith('\n') ? chunk : chunk + '\n';
        if (i < spans.length - 1) out += text.slice(spans[i][1], spans[i + 1][0]);
      });
      const rest = text.slice(spans[spans.length - 1][1]);
      return text.endsWith('\n') || rest ? out + rest : out.replace(/\n$/, '');
    }
  }
}

/** The entry holding `path` written again whole (an emptied list, a first field in an empty map). */
function replaceEntryOf(text: string, doc: Document, path: Path, next: unknown): string {
  const at = locate(doc, path);
  const value = get(next, path);
  if (!at.parent) return new Document(value).toString(printOptions);
  if (Array.isArray(value) && !value.length) {
    const [from, to] = at.node!.range!;
    if (isMap(at.parent)) {
      const [lineFrom, lineTo] = entryLines(text, at, false);
      const column = columnOf(text, at.parent);
      return text.slice(0, lineFrom) + `${' '.repeat(column)}${String(at.key)}: []\n` + text.slice(lineTo);
    }
    return text.slice(0, from) + '[]' + text.slice(to);
  }
  const [from, to] = entryLines(text, at, false);
  return text.slice(0, from) + blockLines(value, columnOf(text, at.parent), isMap(at.parent) ? String(at.key) : undefined) + text.slice(to);
}

/**
 * `text` changed to hold `next`, touching only the lines that changed. When the result would not
 * read back as `next` (a shape the line edits do not know), the Document itself is changed and
 * printed: comments and order still kept, more lines moved.
 */
export function editYaml(text: string, next: unknown): string {
  const doc = parseDocument(text);
  if (doc.errors.length) throw new Error(`the file does not parse: ${doc.errors[0].message}`);
  const edits: Edit[] = [];
  diff(doc.toJS(), next, [], edits);
  if (!edits.length) return text;
  try {
    let out = text;
    for (const edit of edits) out = applyEdit(out, edit, next);
    const back = parseDocument(out);
    if (!back.errors.length && deepEqual(back.toJS(), next)) return out;
  } catch {
    // Falls through to the Document's own printing.
  }
  return printed(doc, next);
}

/** The Document changed node by node to hold `next`, then printed whole. */
function printed(doc: Document, next: unknown): string {
  const merge = (node: unknown, value: unknown): unknown => {
    if (isMap(node) && isObject(value)) {
      for (const pair of [...node.items]) if (isScalar(pair.key) && value[String(pair.key.value)] === undefined) node.delete(pair.key);
      for (const [k, v] of Object.entries(value)) if (v !== undefined) node.set(k, merge(node.get(k, true), v));
      return node;
    }
    if (isSeq(node) && Array.isArray(value)) {
      node.items = value.map((v, i) => merge(node.items[i], v) as Node);
      return node;
    }
    if (isScalar(node) && !isObject(value) && !Array.isArray(value)) {
      node.value = value;
      return node;
    }
    return doc.createNode(value);
  };
  doc.contents = merge(doc.contents, next) as Node;
  return doc.toString(printOptions);
}
