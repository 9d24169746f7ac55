// The Supabase side of the backend functions that is derived from their definitions
// (src/server/functions/<key>/index.ts, listed in definitions.ts) without bundling them: each
// function's name there, and its section of supabase/config.toml. Read by `npm run
// build:functions` (which writes config.toml) and `npm run new-function`; a test holds the
// committed config.toml to it.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { contentDir } from '../src/core/paths';
import { functions } from '../src/server/functions/index';
import { functionName, type FunctionDefinition } from '../src/server/functions/define';
import type { SiteConfig } from '../src/core/types/content.gen';

/** A function as deployed: its name (its folder under supabase/functions, and its address) and what it reads. */
export type Deployed = Pick<FunctionDefinition, 'key' | 'privateFiles' | 'settings'> & { name: string };

/** Every function with its name from the content's site.yaml. */
export function deployed(): Deployed[] {
  const site = parse(fs.readFileSync(path.join(contentDir, 'site.yaml'), 'utf8')) as SiteConfig;
  return functions.map(({ key, privateFiles, settings }) => ({ key, privateFiles, settings, name: functionName(site, key) }));
}

/** The line of supabase/config.toml after which each function's section is derived from its definition. */
const CONFIG_MARKER = '# The functions, one section each: written by `npm run build:functions` from their definitions (src/server/functions/<key>/index.ts). Do not edit below.';

/** supabase/config.toml with the functions' sections as their definitions say, in the order of their names. */
export function configWith(config: string, list: Pick<Deployed, 'name' | 'privateFiles'>[]): string {
  const at = config.indexOf(CONFIG_MARKER);
  if (at < 0) throw new Error(`supabase/config.toml has lost its line\n${CONFIG_MARKER}\nPut it back at the end of the file, then run npm run build:functions again.`);
  const sections = [...list].sort((a, b) => a.name.localeCompare(b.name)).map(({ name, privateFiles }) => {
    const shipped = (file: string) => JSON.stringify(`./functions/${name}/bundle/${file}`);
    return [
      `[functions.${name}]`,
      'verify_jwt = false',
      `entrypoint = ${shipped('index.js')}`,
      `static_files = [${['site.yaml', 'schemas/**', ...privateFiles].map(shipped).join(', ')}]`,
    ].join('\n');
  });
  return `${config.slice(0, at)}${CONFIG_MARKER}\n\n${sections.join('\n\n')}\n`;
}
