// Generates src/core/types/content.gen.ts from schemas/ (and the backend functions' request schemas,
// src/server/functions/<key>/*.schema.json) so no type is written twice.
// `npm run gen` writes it; `npm run gen -- --check` exits 1 when the committed file is stale.
import fs from 'node:fs';
import path from 'node:path';
import { generateTypes } from '../src/content/gen-types';
import { rootDir } from '../src/core/paths';

const out = path.join(rootDir, 'src/core/types/content.gen.ts');
const text = await generateTypes();
if (process.argv.includes('--check')) {
  const current = fs.existsSync(out) ? fs.readFileSync(out, 'utf8') : '';
  if (current !== text) {
    console.error('src/core/types/content.gen.ts is out of date with schemas/: run `npm run gen`.');
    process.exit(1);
  }
  console.log('src/core/types/content.gen.ts is up to date.');
} else {
  fs.writeFileSync(out, text);
  console.log(`wrote ${path.relative(rootDir, out)}`);
}
