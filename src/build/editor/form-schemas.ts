import fs from 'node:fs';
import path from 'node:path';
import { schemasDir } from '../../core/paths';

// The schemas the browser's forms are made from, read afresh on each request so a block made with
// `npm run new-block` (or a field added) is editable at once. Each file becomes one entry of a
// single `definitions` object, and every $ref points into it, as the form library resolves refs
// within one root schema.

type Json = Record<string, unknown>;

/** `blocks/hero.schema.json` → `blocks.hero`; `defs.schema.json` → `defs`. */
const nameOf = (id: string) => id.replace(/\.schema\.json$/, '').replace(/\//g, '.');

/** Keywords only the build and the type generator read. */
const dropped = new Set(['$schema', '$id', 'tsType', 'errorMessage', 'prose', 'blockName']);

function rewrite(node: unknown, fileId: string, defs: Json): unknown {
  if (Array.isArray(node)) return node.map((n) => rewrite(n, fileId, defs));
  if (typeof node !== 'object' || node === null) return node;
  const out: Json = {};
  for (const [k, v] of Object.entries(node)) {
    if (dropped.has(k)) continue;
    if (k === 'definitions' && typeof v === 'object' && v) {
      for (const [name, def] of Object.entries(v)) defs[`${nameOf(fileId)}.${name}`] = rewrite(def, fileId, defs);
      continue;
    }
    if (k === '$ref' && typeof v === 'string') {
      const [file, pointer = ''] = v.split('#');
      const target = file ? path.posix.normalize(path.posix.join(path.posix.dirname(fileId), file)) : fileId;
      const def = /^\/definitions\/(.+)$/.exec(pointer)?.[1];
      out.$ref = `#/definitions/${nameOf(target)}${def ? `.${def}` : ''}`;
      continue;
    }
    out[k] = k === 'properties' ? Object.fromEntries(Object.entries(v as Json).map(([p, s]) => [p, rewrite(s, fileId, defs)])) : rewrite(v, fileId, defs);
  }
  return out;
}

function readAll(dir = schemasDir, prefix = ''): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const id = prefix + entry.name;
    if (entry.isDirectory() && entry.name !== 'api') Object.assign(out, readAll(path.join(dir, entry.name), id + '/'));
    else if (entry.name.endsWith('.schema.json') && id !== 'guide.schema.json') out[id] = JSON.parse(fs.readFileSync(path.join(dir, entry.name), 'utf8'));
  }
  return out;
}

/** What a new block starts with: its type and every field whose schema has a default. */
function defaultsOf(schema: Json): Json {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const out: Json = {};
  for (const [k, p] of Object.entries(props)) {
    if (k === 'type') out.type = p.const;
    else if (p.default !== undefined) out[k] = p.default;
  }
  return out;
}

export interface FormSchemas {
  /** Every schema and shared definition, by name (`page`, `blocks.hero`, `defs.image`, `site.palette`…). */
  definitions: Record<string, unknown>;
  /** The block types, each with its title and the first sentence of its description, for the palette. */
  palette: { type: string; title: string; summary: string }[];
  defaults: Record<string, Json>;
}

export function formSchemas(): FormSchemas {
  const files = readAll();
  const definitions: Json = {};
  for (const [id, schema] of Object.entries(files)) {
    const { definitions: _d, ...rest } = rewrite(schema, id, definitions) as Json;
    if (Object.keys(rest).some((k) => k !== 'title')) definitions[nameOf(id)] = rest;
  }
  const blocks = Object.keys(files)
    .filter((id) => id.startsWith('blocks/'))
    .sort();
  const palette = blocks.map((id) => {
    const s = files[id];
    const description = String(s.description ?? '');
    const type = id.slice(7, -12);
    const title = typeof s.blockName === 'string' ? s.blockName : type[0].toUpperCase() + type.slice(1).replace(/-/g, ' ');
    return { type, title, summary: /^[^.!?]*[.!?]?/.exec(description)![0] };
  });
  return { definitions, palette, defaults: Object.fromEntries(blocks.map((id) => [id.slice(7, -12), defaultsOf(files[id])])) };
}

/**
 * Every property in a schema that has no `title` (the form's label) or no `description` (the help
 * under it), as `path`: what the schema lint fails on. Properties under `if`, `then`, `else` and
 * `not` only restate a condition on fields declared elsewhere.
 */
export function unlabelled(schema: unknown, at = ''): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const s = schema as Record<string, unknown>;
  const out: string[] = [];
  for (const [k, p] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
    if (typeof p !== 'object' || p === null) continue;
    const prop = p as Record<string, unknown>;
    const missing = ['title', 'description'].filter((w) => typeof prop[w] !== 'string' || !(prop[w] as string).trim());
    if (missing.length) out.push(`${at}${k}: no ${missing.join(' and no ')}`);
    out.push(...unlabelled(prop, `${at}${k}.`));
  }
  for (const k of ['items', 'additionalProperties']) out.push(...unlabelled(s[k], `${at}[].`));
  for (const k of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(s[k])) for (const b of s[k] as unknown[]) out.push(...unlabelled(b, at));
  for (const [n, d] of Object.entries((s.definitions ?? {}) as Record<string, unknown>)) out.push(...unlabelled(d, `#${n}.`));
  return out;
}

/** The schemas the editor makes forms from: all but the API payloads and the private guide. */
export const editedSchemas = () => Object.keys(readAll());
export const readSchema = (id: string) => readAll()[id];
