import fs from 'node:fs';
import path from 'node:path';
import type { YamlSource } from '../yaml-source';
import { found, objects, routeDocs, type LintFinding, type LintInput } from './types';

const altHint = 'Describe what the photo shows in a few words, for screen readers and search engines (e.g. alt: The front deck at dusk).';

/**
 * Every image needs alt text. (Image files that do not exist under public/ are reported by
 * loadContent for YAML and by the blog loader for posts, with the same file:line:col.)
 */
export function imageFindings({ content, site, publicDir }: LintInput): LintFinding[] {
  const out: LintFinding[] = [];
  const scan = (src: YamlSource) => {
    for (const { value, at } of objects(src.data)) {
      if (typeof value.src !== 'string' || !value.src.startsWith('/images/')) continue;
      if (typeof value.alt === 'string' && value.alt.trim()) continue;
      const missing = !('alt' in value);
      out.push(found(src, missing ? at : [...at, 'alt'], 'image-alt', `image ${value.src} has ${missing ? 'no alt text' : 'empty alt text'}`, altHint));
    }
  };
  scan(site);
  for (const doc of routeDocs(content)) {
    scan(doc.source);
    if (!doc.post) continue;
    // ![alt](/images/...) in the body: found in the file itself, so the line is the one to edit.
    let text: string;
    try {
      text = fs.readFileSync(path.join(path.dirname(publicDir), doc.source.file), 'utf8').replace(/\r\n/g, '\n');
    } catch {
      continue;
    }
    for (const m of text.matchAll(/!\[([^\]]*)\]\((\/[^)\s]*)/g)) {
      if (m[1].trim()) continue;
      const before = text.slice(0, m.index).split('\n');
      out.push({ file: doc.source.file, line: before.length, col: before[before.length - 1].length + 1, where: '', message: `image ${m[2]} has no alt text`, hint: `Write it as ![what the photo shows](${m[2]}). ${altHint.split('(')[0].trim()}`, rule: 'image-alt', severity: 'error' });
    }
  }
  return out;
}
