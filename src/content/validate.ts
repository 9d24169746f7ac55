import { messages, say } from '../core/messages';
import type { FieldsDocs } from '../core/messages/fields';
import { at, type ContentError } from './errors';
import { closest } from './closest';
import { flowCommaHint } from './flow-hints';
import { explainSchemaError } from './explain/schema';
import { blockTypes, validator } from './schemas';
import { positionOf, type PathPart, type YamlSource } from './yaml-source';

function pathParts(instancePath: string): PathPart[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p));
}

/** blocks[2] (reviews) items[0].rating — how a person would point at the value. */
export function describePath(parts: PathPart[], data: unknown): string {
  let out = '';
  let node: any = data;
  for (const p of parts) {
    if (typeof p === 'number') out += `[${p}]`;
    else out += out ? `.${p}` : p;
    node = node?.[p];
    if (typeof p === 'number' && parts[0] === 'blocks' && out === `blocks[${p}]` && node?.type) out += ` (${node.type})`;
  }
  return out.replace(/\)\./g, ') ');
}

/** Where a marketer reads about each kind of file (the schema itself is for the tools). */
const schemaDocs: Record<string, string> = {
  'page.schema.json': 'docs/content.md#pages',
  'site.schema.json': 'docs/content.md#common-edits',
  'blog-post.schema.json': 'docs/content.md#blog',
  'guide.schema.json': 'docs/hosting.md#the-digital-guide',
};

/**
 * Validates `data` (at `base` inside the source) against one schema, locating every error;
 * `about`: where its fields are described (the file's docs, or a block's section).
 */
export function schemaErrors(src: YamlSource, schemaId: string, data: unknown, base: PathPart[] = [], about: FieldsDocs = { docs: schemaDocs[schemaId] ?? 'docs/content.md' }): ContentError[] {
  const validate = validator(schemaId);
  if (validate(data)) return [];
  const seen = new Set<string>();
  const errors: ContentError[] = [];
  const all = validate.errors ?? [];
  // A field spelt wrong is also a required field missing: the misspelling says both.
  const misspelt = new Set(
    all.filter((e) => e.keyword === 'additionalProperties').flatMap((e) => {
      const meant = closest(String(e.params.additionalProperty), Object.keys((e.parentSchema as { properties?: object })?.properties ?? {}));
      return meant ? [`${e.instancePath} ${meant}`] : [];
    }),
  );
  for (const e of all) {
    // if/then and anyOf restate their branches' errors; the branch errors say more.
    if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    if (e.keyword === 'required' && misspelt.has(`${e.instancePath} ${e.params.missingProperty}`)) continue;
    const parts = [...base, ...pathParts(e.instancePath)];
    // A comma inside an inline { … } makes the rest of a text an unknown field.
    const flow = e.keyword === 'additionalProperties' ? flowCommaHint(src.doc, parts, String(e.params.additionalProperty)) : undefined;
    const m = explainSchemaError(e, src, parts, about);
    const said = flow ?? m.said;
    const pos = positionOf(src, parts, m.key);
    const where = describePath(parts, src.data);
    const text = `${where}: ${said.message}`;
    if (seen.has(text)) continue;
    seen.add(text);
    errors.push(at({ file: src.file, ...pos, where }, said));
  }
  return errors;
}

/** A page: the page schema, then each block against the schema its `type` names. */
export function pageErrors(src: YamlSource): ContentError[] {
  const errors = schemaErrors(src, 'page.schema.json', src.data);
  const blocks = (src.data as { blocks?: unknown })?.blocks;
  if (!Array.isArray(blocks)) return errors;
  const known = blockTypes();
  blocks.forEach((block, i) => {
    const type = (block as { type?: unknown })?.type;
    if (typeof type !== 'string') return; // already reported by the page schema
    if (!known.includes(type)) {
      const said = say(messages.unknownBlockType, { type, meant: closest(type, known), known });
      errors.push(at({ file: src.file, ...positionOf(src, ['blocks', i, 'type']), where: `blocks[${i}]` }, said));
      return;
    }
    errors.push(...schemaErrors(src, `blocks/${type}.schema.json`, block, ['blocks', i], { block: type }));
  });
  return errors;
}
