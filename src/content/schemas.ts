import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import fs from 'node:fs';
import path from 'node:path';
import { schemasDir } from '../core/paths';

const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/** Every schema under schemas/, keyed by its $id (its path relative to schemas/). */
function readSchemas(dir = schemasDir, prefix = ''): Record<string, object & { $id: string }> {
  const out: Record<string, object & { $id: string }> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const rel = prefix + entry.name;
    if (entry.isDirectory()) Object.assign(out, readSchemas(path.join(dir, entry.name), rel + '/'));
    else if (entry.name.endsWith('.schema.json')) {
      const schema = JSON.parse(fs.readFileSync(path.join(dir, entry.name), 'utf8'));
      if (schema.$id !== rel) throw new Error(`schemas/${rel}: $id must be "${rel}" (found ${JSON.stringify(schema.$id)})`);
      out[rel] = schema;
    }
  }
  return out;
}

let ajv: Ajv | undefined;
let schemas: Record<string, object & { $id: string }> | undefined;

function instance(): Ajv {
  if (!ajv) {
    schemas = readSchemas();
    // Content is validated once per process, so compiling fast beats validating fast: unoptimised
    // code halves the compile (the site and guide schemas, 170 → 90 ms, at every server start).
    ajv = new Ajv({ allErrors: true, verbose: true, strict: true, allowUnionTypes: true, code: { optimize: false }, schemas: Object.values(schemas) });
    ajv.addKeyword('tsType');
    ajv.addKeyword('errorMessage');
    // `"prose": false`: the field holds no words a visitor reads (an identifier, an address, a
    // search query, alt text), so the copied-page check and click-to-source leave it out
    // (visible-text.ts). An annotation: it validates nothing.
    ajv.addKeyword({ keyword: 'prose', schemaType: 'boolean' });
    // A block's name in the editor's palette where its type's words do not make one ("cta").
    ajv.addKeyword({ keyword: 'blockName', schemaType: 'string' });
    addFormats(ajv);
  }
  return ajv;
}

export function validator(id: string): ValidateFunction {
  const v = instance().getSchema(id);
  if (!v) throw new Error(`No schema with $id ${id} under schemas/`);
  return v;
}

export function schemaIds(): string[] {
  instance();
  return Object.keys(schemas!);
}

/** The block types that have a schema: schemas/blocks/<type>.schema.json. */
export function blockTypes(): string[] {
  return schemaIds()
    .filter((id) => id.startsWith('blocks/'))
    .map((id) => id.slice('blocks/'.length, -'.schema.json'.length))
    .sort();
}

/** The schema with this $id, as written (for what the build derives from it, such as a form's field lengths). */
export function schemaById(id: string): Record<string, unknown> {
  instance();
  const schema = schemas![id];
  if (!schema) throw new Error(`No schema with $id ${id} under schemas/`);
  return schema as Record<string, unknown>;
}
