import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node } from 'yaml';
import type { Path } from './yaml-edit';

/** A YAML text parsed with its lines, for saying which value a line and column fall in. */
export interface Parsed {
  doc: Document;
  lines: LineCounter;
  /** Lines before the YAML (a post's opening ---). */
  lineOffset: number;
}

export function parseWithLines(text: string, lineOffset = 0): Parsed {
  const lines = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: lines, uniqueKeys: true }), lines, lineOffset };
}

/** Every value and key of the document, by the `line:col` it starts at (as the page's source marks and the content check name places). */
export function pathsByPosition({ doc, lines, lineOffset }: Parsed): Record<string, Path> {
  const out: Record<string, Path> = {};
  const put = (offset: number | undefined, path: Path) => {
    if (offset === undefined) return;
    const p = lines.linePos(offset);
    out[`${p.line + lineOffset}:${p.col}`] ??= path;
  };
  const walk = (node: unknown, path: Path) => {
    if (isMap(node)) {
      put(node.range?.[0], path);
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const at = [...path, String(pair.key.value)];
        put((pair.key as Node).range?.[0], at);
        walk(pair.value, at);
      }
    } else if (isSeq(node)) {
      put(node.range?.[0], path);
      node.items.forEach((item, i) => walk(item, [...path, i]));
    } else if (isScalar(node)) put(node.range?.[0], path);
  };
  walk(doc.contents, []);
  return out;
}

/**
 * The path of the value a finding at `line:col` is about: the deepest value or key whose text
 * holds that place (a finding about a missing field points at its parent, so names the parent).
 */
export function pathAt({ doc, lines, lineOffset }: Parsed, line: number, col: number): Path {
  const offset = (lines.lineStarts[line - 1 - lineOffset] ?? 0) + col - 1;
  let best: Path = [];
  const holds = (n: Node | null | undefined) => !!n?.range && n.range[0] <= offset && offset < Math.max(n.range[1], n.range[0] + 1);
  const walk = (node: unknown, path: Path) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (!isScalar(pair.key)) continue;
        const at = [...path, String(pair.key.value)];
        if (holds(pair.key as Node)) best = at;
        if (holds(pair.value as Node)) {
          best = at;
          walk(pair.value, at);
        }
      }
    } else if (isSeq(node)) {
      node.items.forEach((item, i) => {
        if (holds(item as Node)) {
          best = [...path, i];
          walk(item, [...path, i]);
        }
      });
    }
  };
  walk(doc.contents, []);
  return best;
}
