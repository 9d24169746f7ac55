import { spoofingCharacter } from '../../core/spoofing';
import { strings } from '../refs';
import type { YamlSource } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';
import { cleanFiles } from './clean-files';

const hint = 'Delete the invisible character (retype the text, or paste it through a plain-text editor): it can make text read differently from what it says.';

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
      if (bad) out.push(found(src, at, 'characters', `contains the invisible control character ${bad.code} at character ${bad.index + 1}`, hint));
    }
    if (out.length === before) memo.clean(src.digest);
  }
  memo.save();
  return out;
}
