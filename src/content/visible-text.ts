import { inlineText } from '../core/inline-text';
import { schemaById } from './schemas';

/** A value that is an address, not words (/bookings, #details, https://...). */
const address = /^(?:\/|#|https?:|mailto:|tel:|@)\S*$/;

type Schema = Record<string, unknown>;
/** A schema node and the file it is in (where its `$ref`s resolve). */
interface Node {
  schema: Schema;
  file: string;
}

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The node a `$ref` names, from the file `file`. */
function resolve(file: string, ref: string): Node {
  const url = new URL(ref, `schema:/${file}`);
  const target = url.pathname.slice(1);
  let schema: unknown = schemaById(target);
  for (const part of url.hash.replace(/^#\/?/, '').split('/').filter(Boolean)) schema = (schema as Schema)[decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~')];
  if (!isSchema(schema)) throw new Error(`schemas/${file}: ${ref} names no schema`);
  return { schema, file: target };
}

const applies = new WeakMap<Schema, Node[]>();

/** Every schema that applies to a value `node` describes: through `$ref`, `allOf`, `anyOf`, `oneOf`, `then`, `else`. */
function applying(node: Node): Node[] {
  let out = applies.get(node.schema);
  if (!out) applies.set(node.schema, (out = expand(node, [])));
  return out;
}

function expand(node: Node, out: Node[]): Node[] {
  out.push(node);
  const { schema, file } = node;
  if (typeof schema.$ref === 'string') expand(resolve(file, schema.$ref), out);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const s of (schema[key] as unknown[]) ?? []) if (isSchema(s)) expand({ schema: s, file }, out);
  for (const key of ['then', 'else']) if (isSchema(schema[key])) expand({ schema: schema[key] as Schema, file }, out);
  return out;
}

/**
 * Whether a value holds words a visitor reads. Not when a schema that applies says
 * `"prose": false` (an identifier, an address, a search query, alt text: the keyword is
 * registered in schemas.ts), nor when it is a choice from a list (`enum`, `const`: a style, an
 * icon, the block's type).
 */
const isProse = (nodes: Node[]) => !nodes.some(({ schema }) => schema.prose === false || 'enum' in schema || 'const' in schema);

/** The schemas of a property `key` of an object, or of item `index` of an array. */
function below(nodes: Node[], key: string | number): Node[] {
  const out: Node[] = [];
  for (const { schema, file } of nodes) {
    const next =
      typeof key === 'number'
        ? Array.isArray(schema.items) ? (schema.items[key] ?? schema.additionalItems) : schema.items
        : ((schema.properties as Record<string, unknown> | undefined)?.[key] ?? schema.additionalProperties);
    if (isSchema(next)) out.push(...applying({ schema: next, file }));
  }
  return out;
}

/** One text field a visitor reads: where it is in the data, and its words (Markdown as its words). */
interface VisibleField {
  at: (string | number)[];
  text: string;
}

function collect(data: unknown, nodes: Node[], at: (string | number)[], out: VisibleField[]): VisibleField[] {
  if (!isProse(nodes)) return out;
  if (typeof data === 'string') {
    if (!address.test(data)) out.push({ at, text: inlineText(data) });
  } else if (Array.isArray(data)) data.forEach((v, i) => collect(v, below(nodes, i), [...at, i], out));
  else if (data && typeof data === 'object') for (const [k, v] of Object.entries(data)) collect(v, below(nodes, k), [...at, k], out);
  return out;
}

/**
 * Every text field of data (placeholders filled) that its schema (`$id` under schemas/, such as
 * `blocks/hero.schema.json`) says a visitor reads, with where each is. A new block marks its own
 * fields in its schema; nothing here names one.
 */
export const visibleFields = (data: unknown, schemaId: string): VisibleField[] => collect(data, applying({ schema: schemaById(schemaId), file: schemaId }), [], []);

/** The words a block shows: every text field its schema says is read, Markdown as its words. */
export const visibleText = <B extends { type: string }>(block: B): string[] => visibleFields(block, `blocks/${block.type}.schema.json`).map((f) => f.text);
