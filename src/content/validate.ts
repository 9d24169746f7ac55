import type { ErrorObject } from 'ajv';
import type { ContentError } from './errors';
import { closest } from './closest';
import { flowCommaHint } from './flow-hints';
import { imageSrcAdvice } from './image-names';
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

function message(e: ErrorObject): { text: string; key?: string; hint?: string } {
  switch (e.keyword) {
    case 'required':
      return { text: `missing required property '${e.params.missingProperty}'` };
    case 'additionalProperties': {
      const prop = String(e.params.additionalProperty);
      const allowed = Object.keys((e.parentSchema as any)?.properties ?? {});
      const guess = closest(prop, allowed);
      return {
        text: `unknown property '${prop}'${guess ? ` (did you mean '${guess}'?)` : ''}; allowed: ${allowed.join(', ')}`,
        key: prop,
      };
    }
    case 'enum':
      return { text: `must be one of: ${(e.params.allowedValues as unknown[]).join(', ')}` };
    case 'const':
      return { text: `must be ${JSON.stringify(e.params.allowedValue)}` };
    case 'pattern': {
      if (e.schemaPath.endsWith('/definitions/imageSrc/pattern') && typeof e.data === 'string') return imageSrcAdvice(e.data);
      const desc = (e.parentSchema as any)?.description;
      return { text: desc ? `does not fit: ${desc}` : `must match the pattern ${e.params.pattern}` };
    }
    default:
      return { text: e.message ?? 'is invalid' };
  }
}

/** Validates `data` (at `base` inside the source) against one schema, locating every error. */
export function schemaErrors(
  src: YamlSource,
  schemaId: string,
  data: unknown,
  base: PathPart[] = [],
  hint = `the allowed fields are defined in schemas/${schemaId}`,
): ContentError[] {
  const validate = validator(schemaId);
  if (validate(data)) return [];
  const seen = new Set<string>();
  const errors: ContentError[] = [];
  for (const e of validate.errors ?? []) {
    // if/then and anyOf restate their branches' errors; the branch errors say more.
    if (e.keyword === 'if' || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    const parts = [...base, ...pathParts(e.instancePath)];
    // A comma inside an inline { … } makes the rest of a text an unknown field.
    const flow = e.keyword === 'additionalProperties' ? flowCommaHint(src.doc, parts, String(e.params.additionalProperty)) : undefined;
    const m = flow ? { ...message(e), ...flow } : message(e);
    const pos = positionOf(src, parts, m.key);
    const where = describePath(parts, src.data);
    const text = `${where}: ${m.text}`;
    if (seen.has(text)) continue;
    seen.add(text);
    errors.push({ file: src.file, ...pos, where, message: m.text, hint: m.hint ?? hint });
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
      const guess = closest(type, known);
      errors.push({
        file: src.file,
        ...positionOf(src, ['blocks', i, 'type']),
        where: `blocks[${i}]`,
        message: `unknown block type '${type}'${guess ? ` (did you mean '${guess}'?)` : ''}`,
        hint: `known block types: ${known.join(', ')} (one schema each in schemas/blocks/)`,
      });
      return;
    }
    errors.push(
      ...schemaErrors(src, `blocks/${type}.schema.json`, block, ['blocks', i], `the ${type} block's fields are defined in schemas/blocks/${type}.schema.json`),
    );
  });
  return errors;
}
