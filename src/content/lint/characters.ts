import { messages, say } from '../../core/messages';
import { spoofingCharacter } from '../../core/spoofing';
import { strings } from '../refs';
import type { YamlSource } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';
import { cleanFiles } from './clean-files';

/** Invisible direction-changing characters in any text of site.yaml, the pages, the posts' front matter or the guide. */
export function characterFindings({ model }: LintInput): LintFinding[] {
  const sources: YamlSource[] = [...(model.siteSource ? [model.siteSource] : []), ...model.pages.map((p) => p.source), ...(model.guide ? [model.guide] : [])];
  const out: LintFinding[] = [];
  const memo = cleanFiles('characters', ['src/content/lint/characters.ts', 'src/core/spoofing.ts', 'src/content/refs.ts']);
  for (const src of sources) {
    if (memo.known(src.digest)) continue;
    const before = out.length;
    for (const { value, at } of strings(src.data)) {
      const bad = spoofingCharacter(value);
      if (bad) out.push(found(src, at, say(messages.controlCharacter, { code: bad.code, at: bad.index + 1 })));
    }
    if (out.length === before) memo.clean(src.digest);
  }
  memo.save();
  return out;
}
