// Generates what is derived from the schemas and the message catalogue, so nothing is written
// twice: src/core/types/content.gen.ts from schemas/ (and the backend functions' request schemas,
// src/server/functions/<key>/*.schema.json), and docs/content.md's block sections and table of
// validate's messages (from schemas/blocks/ and src/core/messages/; src/content/gen-docs.ts).
// `npm run gen` writes them; `npm run gen -- --check` exits 1 when a committed one is stale.
import fs from 'node:fs';
import path from 'node:path';
import { generateDocs } from '../src/content/gen-docs';
import { generateTypes } from '../src/content/gen-types';
import { rootDir } from '../src/core/paths';

const types = path.join(rootDir, 'src/core/types/content.gen.ts');
const docs = path.join(rootDir, 'docs/content.md');
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '');
const made: [string, string, string][] = [
  [types, await generateTypes(), 'schemas/'],
  [docs, generateDocs(read(docs)), 'schemas/blocks/ and src/core/messages/'],
];

if (process.argv.includes('--check')) {
  const stale = made.filter(([file, text]) => read(file) !== text);
  for (const [file, , from] of stale) console.error(`${path.relative(rootDir, file)} is out of date with ${from}: run \`npm run gen\`.`);
  if (stale.length) process.exit(1);
  console.log('src/core/types/content.gen.ts and docs/content.md are up to date.');
} else {
  for (const [file, text] of made) {
    if (read(file) === text) continue;
    fs.writeFileSync(file, text);
    console.log(`wrote ${path.relative(rootDir, file)}`);
  }
}
