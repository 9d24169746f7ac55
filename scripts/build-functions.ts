// `npm run build:functions`: each Supabase Edge Function's entry point and bundle under
// supabase/functions/<name>/ (scripts/supabase-functions.ts), and the functions' sections of
// supabase/config.toml brought up to date with their definitions.
import fs from 'node:fs';
import path from 'node:path';
import { rootDir } from '../src/core/paths';
import { buildFunctions } from './supabase-functions';
import { configWith, deployed } from './supabase-config';

const file = path.join(rootDir, 'supabase', 'config.toml');
const config = fs.readFileSync(file, 'utf8');
const list = deployed();
const current = configWith(config, list);
if (current !== config) {
  fs.writeFileSync(file, current);
  console.log("updated supabase/config.toml (the functions' sections)");
}
await buildFunctions();
for (const { name, settings } of list) {
  console.log(`built supabase/functions/${name}/bundle/${settings.length ? ` (settings it reads, as secrets: ${settings.join(', ')})` : ''}`);
}
