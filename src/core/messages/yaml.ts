import { count, group, lines, message } from './define';

// What YAML itself refuses, or reads otherwise than a person meant (src/content/explain/,
// flow-hints.ts, yaml-source.ts, read-text.ts). `lines` are the lines to write instead, worked
// out from the file.

const quoteHint = (entry: string) => `Put the text in quotes: ${entry}`;

export const yamlMessages = group('Writing YAML', {
  yamlTab: message<{ lines: string[] }>({
    id: 'yaml-tab',
    severity: 'error',
    message: () => 'this line is indented with a tab; YAML indents with spaces only',
    hint: (p) => `Indent it with spaces, lined up with the line it belongs under:${lines(...p.lines)}`,
    docs: 'Replace the tab with spaces, as the hint shows.',
    example: { lines: ['  - type: hero', '    heading: Stay a While'] },
  }),
  yamlItemIndent: message<{ indent: number; above: number; lines: string[] }>({
    id: 'yaml-item-indent',
    severity: 'error',
    message: (p) => `this list item is indented ${count(p.indent, 'space')}, but the item above it is indented ${count(p.above, 'space')}`,
    hint: (p) => `Line it up with the item above:${lines(...p.lines)}`,
    docs: 'Line it up as the hint shows: it writes the lines out with the right spaces. Indent with spaces only, two per level.',
    example: { indent: 5, above: 6, lines: ['      - Free parking', '      - Fast WiFi'] },
  }),
  yamlKeyIndent: message<{ key: string; indent: number; aboveKey: string; above: number; lines: string[] }>({
    id: 'yaml-key-indent',
    severity: 'error',
    message: (p) => `'${p.key}' is indented ${count(p.indent, 'space')}, but '${p.aboveKey}' above it is indented ${count(p.above, 'space')}: the fields of one thing line up`,
    hint: (p) => `Line '${p.key}' up with '${p.aboveKey}':${lines(...p.lines)}`,
    docs: 'Line it up as the hint shows: the fields of one block line up, two spaces further in than its `- `.',
    example: { key: 'text', indent: 5, aboveKey: 'heading', above: 4, lines: ['    heading: Stay a While', '    text: A calm base near Newcastle.'] },
  }),
  yamlMissingDash: message<{ key?: string; lines: string[] }>({
    id: 'yaml-missing-dash',
    severity: 'error',
    message: (p) => `${p.key ? `'${p.key}' starts a new item of the list` : 'this line is an item of the list above it'}, but has no "- " in front`,
    hint: (p) => `Start it with "- ", lined up with the item above:${lines(...p.lines)}`,
    docs: 'Put `- ` in front, lined up with the item above.',
    example: { key: 'type', lines: ['  - type: hero', '  - type: text'] },
  }),
  yamlKeyAtDash: message<{ key: string; field: string; lines: string[] }>({
    id: 'yaml-key-at-dash',
    severity: 'error',
    message: (p) => `'${p.key}' lines up with the "-" of the list item above, not with its fields`,
    hint: (p) => `Indent it as far as '${p.field}' if it belongs to that item:${lines(...p.lines)}\nor start a new item with "- ".`,
    docs: 'Indent it as far as the fields of the item above if it belongs to that item, or start a new item with `- `.',
    example: { key: 'text', field: 'heading', lines: ['  - heading: Stay a While', '    text: A calm base near Newcastle.'] },
  }),
  yamlColonInText: message<{ key: string; line: string }>({
    id: 'yaml-colon-in-text',
    severity: 'error',
    message: (p) => `the text of '${p.key}' has ": " in it, and YAML reads a ": " as the start of another field`,
    hint: (p) => `Put the whole text in quotes:${lines(p.line)}`,
    docs: 'Put the whole text in quotes, as the hint writes it out.',
    example: { key: 'heading', line: '    heading: "Charlestown: a calm base near Newcastle"' },
  }),
  yamlHashInText: message<{ after: string; shown: string; line: string }>({
    id: 'yaml-hash-in-text',
    severity: 'error',
    message: (p) => `the text stops before " #${p.after}": YAML reads " #" as the start of a note for editors, so the page shows only "${p.shown}"`,
    hint: (p) => `Put the whole text in quotes:${lines(p.line)}`,
    docs: 'Put the whole text in quotes, as the hint writes it out: without them the page would show only the words before the `#`.',
    example: { after: '1 Guesthouse for Families', shown: "Newcastle's", line: `    heading: "Newcastle's #1 Guesthouse for Families"` },
  }),
  yamlInlineColon: message<{ parser: string; entry: string }>({
    id: 'yaml-inline-colon',
    severity: 'error',
    message: (p) => `YAML syntax error: inside { … } a ": " in plain text starts another field (${p.parser})`,
    hint: (p) => quoteHint(p.entry),
    docs: 'Put that value in quotes, as the hint writes it out (`quote: "One word: perfect."`).',
    example: { parser: 'Block collections are not allowed within flow collections', entry: 'quote: "One word: perfect."' },
  }),
  yamlInlineHash: message<{ parser: string; entry: string }>({
    id: 'yaml-inline-hash',
    severity: 'error',
    message: (p) => `YAML syntax error: inside { … } a " #" starts a comment, which hides the rest of the line and its closing } (${p.parser})`,
    hint: (p) => quoteHint(p.entry),
    docs: 'Put that value in quotes, as the hint writes it out (`label: "Book room #2"`).',
    example: { parser: 'Flow map in block collection must be sufficiently indented and end with a }', entry: 'label: "Book room #2"' },
  }),
  yamlInlineComma: message<{ field: string; entry: string }>({
    id: 'yaml-inline-comma',
    severity: 'error',
    message: (p) => `unknown property '${p.field}': inside { … } a comma ends a value, so "${p.field}" was read as a field of its own`,
    hint: (p) => quoteHint(p.entry),
    docs: 'The text before it had a comma: put the whole text in quotes, as the hint writes it out.',
    example: { field: 'past the Bogey Hole.', entry: 'description: "The largest ocean baths, past the Bogey Hole."' },
  }),
  yamlSyntax: message<{ parser: string }>({
    id: 'yaml-syntax',
    severity: 'error',
    message: (p) => `YAML syntax error: ${p.parser}`,
    hint: () => 'Check the indentation of this line and the one above (spaces only, two per level, fields of one thing lined up), and put text that contains ": " or " #" in quotes.',
    docs: 'Any other mistake YAML finds: check the indentation of that line and the one above (spaces only, two per level), and put text that holds `: ` or ` #` in quotes.',
    example: { parser: 'Nested mappings are not allowed in compact mappings' },
  }),
  yamlAliases: message<{ parser: string }>({
    id: 'yaml-aliases',
    severity: 'error',
    message: (p) => `YAML aliases expand too far (${p.parser})`,
    hint: () => 'Write the values out instead of repeating them through &anchors and *aliases.',
    docs: 'Write the values out instead of repeating them through `&anchors` and `*aliases`.',
    example: { parser: 'Excessive alias count indicates a resource exhaustion attack' },
  }),
  notUtf8: message<{ byte: number; value: number }>({
    id: 'not-utf8',
    severity: 'error',
    message: (p) => `the file is not valid UTF-8 (byte ${p.byte}: 0x${p.value.toString(16).padStart(2, '0')})`,
    hint: () => 'Save the file as UTF-8 in your editor (File > Save with Encoding > UTF-8), then check the characters around that place.',
    docs: 'Save the file as UTF-8 in your editor, then check the characters around that place.',
    example: { byte: 312, value: 0xe9 },
  }),
});
