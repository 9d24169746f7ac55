import type { BlockSource } from '../../core/page-data';
import type { ModelPage } from '../../content/model';
import { describePath } from '../../content/validate';
import { visibleFields } from '../../content/visible-text';
import { positionOf, type PathPart, type YamlSource } from '../../content/yaml-source';

const at = (src: YamlSource, path: PathPart[]) => {
  const p = positionOf(src, path);
  return `${src.file}:${p.line}:${p.col}`;
};

/**
 * Where each block of a page and each of its text fields is written, for the dev server's
 * click-to-source. The words are the rendered ones (placeholders filled, Markdown as its
 * words), so the browser can find each field's element by its text. A post's page is one block
 * made from its front matter and body: its fields are the front matter's.
 */
export function sourcesOf(page: ModelPage): BlockSource[] {
  const src = page.source;
  if (page.post) {
    const fields = visibleFields(page.post.meta, 'blog-post.schema.json').map((f) => ({ at: at(src, f.at), where: describePath(f.at, src.data), text: f.text }));
    return [{ at: `${src.file}:1:1`, where: 'the post', fields }];
  }
  return page.data.blocks.map(({ block }, i) => {
    const base: PathPart[] = ['blocks', i];
    const fields = visibleFields(block, `blocks/${block.type}.schema.json`).map((f) => ({ at: at(src, [...base, ...f.at]), where: describePath([...base, ...f.at], src.data), text: f.text }));
    return { at: at(src, base), where: describePath(base, src.data), fields };
  });
}
