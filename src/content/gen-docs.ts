import { stringify } from 'yaml';
import { messageGroups, type AnyEntry } from '../core/messages';
import { blockTypes, schemaById } from './schemas';

// Two parts of docs/content.md are made, not written: each block type's section (from its
// schema's description, its fields' titles and descriptions, and its example) and the table of
// validate's messages (from the catalogue, src/core/messages/). `npm run gen` writes them between
// their markers; a test fails when the committed file is not what this makes.

interface Part {
  name: string;
  /** What a reader of the raw file is told about the part. */
  source: string;
  make: () => string;
}

type Schema = { $ref?: string; title?: string; description?: string; enum?: unknown[]; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; items?: Schema; examples?: unknown[] };

/** A shared definition a field points at (`../defs.schema.json#/definitions/panel`), its own title and description kept. */
function resolved(schema: Schema): Schema {
  const ref = schema.$ref?.match(/([\w-]+\.schema\.json)#\/definitions\/([\w-]+)$/);
  if (!ref) return schema;
  const target = (schemaById(ref[1]) as { definitions: Record<string, Schema> }).definitions[ref[2]];
  return { ...target, ...schema };
}

/** Text for a table cell: one line, its pipes escaped. */
const cell = (text: string) => text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
/** Text as inline code, with a fence long enough for the backticks in it. */
const code = (text: string) => {
  const fence = text.includes('`') ? '``' : '`';
  return `${fence}${fence.length > 1 ? ' ' : ''}${text}${fence.length > 1 ? ' ' : ''}${fence}`;
};

/** The rows of a schema's fields, nested objects and lists of objects as `parent.field` and `parent[].field`. */
function fieldRows(schema: Schema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([key, prop]) => {
    if (!prefix && key === 'type') return []; // the block's type: its example shows it
    const name = prefix + key;
    const required = schema.required?.includes(key) ? ' (required)' : '';
    const options = prop.enum ? ` One of: ${prop.enum.map((v) => code(String(v))).join(', ')}.` : '';
    const row = `| ${code(name)}${required} | ${cell(prop.title ?? '')} | ${cell(`${prop.description ?? ''}${options}`)} |`;
    const items = prop.items && resolved(prop.items);
    const inner = prop.properties ? fieldRows(prop, `${name}.`) : items?.properties ? fieldRows(items, `${name}[].`) : [];
    return [row, ...inner];
  });
}

/** A block's example as a page lists it, its lists cut to their first item. */
function example(value: unknown): string {
  const firstItems = (v: unknown): unknown =>
    Array.isArray(v) ? v.slice(0, 1).map(firstItems) : v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, firstItems(x)])) : v;
  return stringify([firstItems(value)], { lineWidth: 0 }).trimEnd();
}

/** One section per block type: what it is, an example to copy, and every field with its label in the editor. */
export function blockReference(): string {
  return blockTypes()
    .map((type) => {
      const schema = schemaById(`blocks/${type}.schema.json`) as Schema;
      const shown = schema.examples?.length ? ['', '```yaml', example(schema.examples[0]), '```'] : [];
      const fields = fieldRows(schema);
      const table = fields.length ? ['', '| field | label in the editor | what it holds |', '|---|---|---|', ...fields] : [];
      return [`### ${type}`, '', schema.description ?? '', ...shown, ...table].join('\n');
    })
    .join('\n\n');
}

const severityOf = (entry: AnyEntry) => {
  const s = typeof entry.severity === 'function' ? 'warning or error' : entry.severity;
  return s === 'error' ? '' : `**${s}** `;
};

/** One table per group of the catalogue: each message as its example says it, its id, and what to do. */
export function messageTable(): string {
  return messageGroups
    .map((group) => {
      const rows = Object.values(group.messages).map((entry: AnyEntry) => `| ${severityOf(entry)}${code(entry.message(entry.example))} | ${code(entry.id)} | ${cell(entry.docs)} |`);
      return [`### ${group.title}`, '', '| message, for example | id | what to do |', '|---|---|---|', ...rows].join('\n');
    })
    .join('\n\n');
}

const parts: Part[] = [
  { name: 'block types', source: 'schemas/blocks/*.schema.json (edit a schema, not this part)', make: blockReference },
  { name: 'messages', source: 'the message catalogue, src/core/messages/ (edit an entry there, not this part)', make: messageTable },
];

const start = (p: Part) => `<!-- generated: the ${p.name}, by \`npm run gen\` from ${p.source} -->`;
const end = (p: Part) => `<!-- end of the generated ${p.name} -->`;

/** docs/content.md with its generated parts made afresh; the text around them is kept as written. */
export function generateDocs(current: string): string {
  let text = current;
  for (const part of parts) {
    const from = text.indexOf(start(part));
    const to = text.indexOf(end(part));
    if (from < 0 || to < from) throw new Error(`docs/content.md has lost the markers of its generated ${part.name}: ${start(part)} … ${end(part)}`);
    text = `${text.slice(0, from)}${start(part)}\n\n${part.make()}\n\n${text.slice(to)}`;
  }
  return text;
}
