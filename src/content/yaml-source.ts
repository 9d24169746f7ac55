import { isMap, isPair, isScalar, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import { messages, say } from '../core/messages';
import { at, type ContentError } from './errors';
import { relativeName } from '../core/paths';
import { readText } from './read-text';
import { flowSyntaxHint } from './flow-hints';
import { explainSyntax } from './explain/syntax';
import { lostText } from './explain/lost-text';

/** A parsed YAML text that can still say where each value came from. */
export interface YamlSource {
  file: string; // relative to the project root
  doc: Document;
  lines: LineCounter;
  /** Lines before the YAML text in its file (front matter sits after a `---` line). */
  lineOffset: number;
  data: unknown;
  /** The text it was read from (without a post's front-matter fence), for messages that show its lines. */
  text?: string;
  /** A hash of the text it was read from (known-good.ts): names it for what later checks remember of it. */
  digest?: string;
}

export type PathPart = string | number;

function parsed(text: string): { doc: Document; lines: LineCounter } {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
}

/** Parses YAML keeping node positions; syntax errors come back located, never thrown. */
export function parseYaml(file: string, text: string, lineOffset = 0): { source?: YamlSource; errors: ContentError[] } {
  const { doc, lines } = parsed(text);
  // Only the first syntax error: the ones after it are usually the same mistake seen again.
  const errors: ContentError[] = doc.errors.slice(0, 1).map((e) => {
    const parser = e.message.split('\n')[0];
    const flow = flowSyntaxHint(text, e.pos[0], parser);
    if (flow) {
      const pos = lines.linePos(flow.offset);
      return at({ file, line: pos.line + lineOffset, col: pos.col, where: '' }, flow.said);
    }
    const told = explainSyntax(text, e.pos[0]);
    if (told) return at({ file, line: told.line + 1 + lineOffset, col: told.col, where: '' }, told.said);
    const pos = lines.linePos(e.pos[0]);
    return at({ file, line: pos.line + lineOffset, col: pos.col, where: '' }, say(messages.yamlSyntax, { parser }));
  });
  // A plain text cut short by " #": valid YAML, and a silent loss of words on the page.
  if (!errors.length) errors.push(...lostText(doc, text, lines).map((t) => at({ file, line: t.line + 1 + lineOffset, col: t.col, where: '' }, t.said)));
  if (errors.length) return { errors };
  let data: unknown;
  try {
    // Aliases expanding into millions of nodes ("billion laughs") are refused, not followed.
    data = doc.toJS({ maxAliasCount: 100 });
  } catch (err) {
    const first = text.search(/\*[A-Za-z0-9_-]/);
    const pos = lines.linePos(first < 0 ? 0 : first);
    return { errors: [at({ file, line: pos.line + lineOffset, col: pos.col, where: '' }, say(messages.yamlAliases, { parser: (err as Error).message.split('\n')[0] }))] };
  }
  return { source: { file, doc, lines, lineOffset, data, text }, errors };
}

/**
 * A source whose values are known already (src/content/known-good.ts): its text is parsed for
 * positions only when a check asks for one.
 */
export function knownSource(file: string, text: string, data: unknown): YamlSource {
  let positions: ReturnType<typeof parsed> | undefined;
  return {
    file,
    lineOffset: 0,
    data,
    text,
    get doc() {
      return (positions ??= parsed(text)).doc;
    },
    get lines() {
      return (positions ??= parsed(text)).lines;
    },
  };
}

export function readYaml(absPath: string): { source?: YamlSource; errors: ContentError[] } {
  const read = readText(absPath);
  if (read.error) return { errors: [read.error] };
  return parseYaml(relativeName(absPath), read.text);
}

/**
 * Line and column of the value at `at`. A missing value (a required field) points at the
 * nearest existing parent; `key` points at a property's name instead of its value.
 */
export function positionOf(src: YamlSource, at: PathPart[], key?: string): { line: number; col: number } {
  let node: Node | null = null;
  for (let n = at.length; n >= 0 && !node; n--) {
    const found = n === 0 ? src.doc.contents : src.doc.getIn(at.slice(0, n), true);
    if (found && typeof found === 'object' && 'range' in found) node = found as Node;
  }
  let offset = node?.range?.[0] ?? 0;
  if (key !== undefined && node && isMap(node)) {
    const pair = node.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key);
    const keyNode = pair?.key as Node | undefined;
    if (keyNode?.range) offset = keyNode.range[0];
  }
  const pos = src.lines.linePos(offset);
  return { line: pos.line + src.lineOffset, col: pos.col };
}
