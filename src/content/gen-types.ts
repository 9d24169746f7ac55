import fs from 'node:fs';
import path from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { fileURLToPath } from 'node:url';
import { rootDir, schemasDir } from '../core/paths';
import { blockTypes, schemaIds } from './schemas';

const banner = `/* Generated from schemas/ by \`npm run gen\`. Do not edit: change the schema instead. */`;

/**
 * A schema as the type generator should see it: a property's `title` is the label the browser
 * editor shows ("Heading"), and the generator would make each one a type of its own; beside a
 * `$ref`, a title or description would make a copy of the referred type for each use. The titles
 * of whole schemas and of definitions still name the types, as do the guide's (which the editor
 * does not show).
 */
function forTypes(node: unknown, keepTitles: boolean): unknown {
  if (Array.isArray(node)) return node.map((n) => forTypes(n, keepTitles));
  if (typeof node !== 'object' || node === null) return node;
  const property = (s: unknown) => {
    if (!s || typeof s !== 'object') return s;
    const { title, description, ...rest } = s as Record<string, unknown>;
    if ('$ref' in rest) return rest;
    return forTypes({ ...rest, ...(keepTitles && title !== undefined ? { title } : {}), ...(description !== undefined ? { description } : {}) }, keepTitles);
  };
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [k, k === 'properties' && v && typeof v === 'object' ? Object.fromEntries(Object.entries(v).map(([p, s]) => [p, property(s)])) : forTypes(v, keepTitles)]),
  );
}

/**
 * The request schemas kept in a backend function's folder (src/server/functions/<key>/*.schema.json),
 * as paths from schemas/: the server imports them, and their types are generated with the rest.
 */
function functionSchemas(): string[] {
  const dir = path.join(rootDir, 'src/server/functions');
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => path.relative(schemasDir, path.join(dir, f)).split(path.sep).join('/'))
    .sort();
}

/** One TypeScript module with a type for every schema, plus the block union the registry needs. */
export async function generateTypes(): Promise<string> {
  const ids = [...schemaIds().filter((id) => id !== 'defs.schema.json').sort(), ...functionSchemas()];
  const root = {
    title: 'AllContentTypes',
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(ids.map((id) => [id, { $ref: id }])),
  };
  const ts = await compile(root as never, 'AllContentTypes', {
    cwd: schemasDir + '/',
    bannerComment: '',
    additionalProperties: false,
    unreachableDefinitions: false,
    ignoreMinAndMaxItems: true,
    format: true,
    style: { singleQuote: true, printWidth: 110 },
    $refOptions: {
      resolve: {
        file: {
          order: 1,
          canRead: true,
          read: (file: { url: string }) => {
            const name = file.url.startsWith('file:') ? fileURLToPath(file.url) : file.url;
            return forTypes(JSON.parse(fs.readFileSync(name, 'utf8')), name.endsWith('guide.schema.json'));
          },
        },
      },
    } as never,
  });
  // The synthetic root only exists to pull every schema into one compile.
  const body = ts.replace(/export interface AllContentTypes \{[\s\S]*?\n\}\n/, '').trim();
  const blocks = blockTypes();
  const names = blocks.map((t) => t.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('') + 'Block');
  return [
    banner,
    '',
    body,
    '',
    `export type Block =\n${names.map((n) => `  | ${n}`).join('\n')};`,
    `export type BlockType = Block['type'];`,
    `export type BlockPropsMap = { [B in Block as B['type']]: B };`,
    `export const blockTypeNames = ${JSON.stringify(blocks)} as const;`,
    '',
  ].join('\n');
}
