import { visit, type Document, type LineCounter } from 'yaml';
import { messages, say } from '../../core/messages';
import type { Explained } from './syntax';

// YAML takes " #" in a plain text for the start of a note to editors: `heading: We are #1 in town`
// is the heading "We are", with no error anywhere. A note starts "# " by habit; a "#" with a word
// right after it ("#1", "#hashtag") is text the page was meant to show.

const quoted = (text: string) => (text.includes('"') ? `'${text.replace(/'/g, "''")}'` : `"${text}"`);

/** Texts cut short by a " #" with a word right after it, each with the line to write instead. */
export function lostText(doc: Document, text: string, lines: LineCounter): Explained[] {
  const out: Explained[] = [];
  visit(doc, {
    Scalar(_, node) {
      if (node.type !== 'PLAIN' || !node.comment || /^\s/.test(node.comment) || !node.range) return;
      const hash = text.indexOf('#', node.range[1]);
      const lineStart = text.lastIndexOf('\n', node.range[0]) + 1;
      const shown = String(node.value);
      const at = lines.linePos(hash);
      out.push({
        line: at.line - 1,
        col: at.col,
        said: say(messages.yamlHashInText, { after: node.comment, shown, line: `${text.slice(lineStart, node.range[0])}${quoted(`${shown} #${node.comment}`)}` }),
      });
    },
  });
  return out;
}
