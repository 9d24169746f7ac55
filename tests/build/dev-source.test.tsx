import { describe, expect, it } from 'vitest';
import { sourcesOf } from '../../src/build/dev-source/marks';
import { checkContent } from '../../src/content/check';
import { positionOf } from '../../src/content/yaml-source';
import { render } from '../../src/entry-server';

// npm run dev marks each block with where it and its text are written (click-to-source); the
// same render without the marks is the production page, byte for byte.
const { model } = checkContent();
const marks = /<template data-source="[^"]*" data-where="[^"]*" data-fields="[^"]*"><\/template>/g;

describe('click-to-source marks', () => {
  it('on every page: one mark per block, and without them the page is the production render, byte for byte', () => {
    for (const page of model.pages) {
      const production = render(model.site, { kind: 'page', page: page.data }).html;
      const dev = render(model.site, { kind: 'page', page: { ...page.data, sources: sourcesOf(page) } }).html;
      expect(production, page.path).not.toContain('data-source');
      expect(dev.match(marks)?.length, page.path).toBe(page.post ? 1 : page.data.blocks.length);
      expect(dev.replace(marks, ''), page.path).toBe(production);
    }
  });

  it("name each block's and each text field's file, line and column, with the words the page shows", () => {
    const page = model.pages.find((p) => p.path === '/kahibah-accommodation')!;
    const sources = sourcesOf(page);
    const text = page.def.blocks.findIndex((b) => b.type === 'text');
    const pos = positionOf(page.source, ['blocks', text, 'paragraphs', 1]);
    expect(sources[text]).toMatchObject({ at: `${page.source.file}:${positionOf(page.source, ['blocks', text]).line}:5`, where: `blocks[${text}] (text)` });
    expect(sources[text].fields).toContainEqual({
      at: `${page.source.file}:${pos.line}:${pos.col}`,
      where: `blocks[${text}] (text) paragraphs[1]`,
      text: expect.stringMatching(/^That quiet is the main reason people look for accommodation in Kahibah/),
    });
    // Placeholders filled, Markdown as its words: the text the browser finds.
    const faq = model.pages.find((p) => p.path === '/')!;
    const fields = sourcesOf(faq).flatMap((s) => s.fields);
    expect(fields.some((f) => f.text.includes('{'))).toBe(false);
    expect(fields.some((f) => /\]\(|\*\*/.test(f.text))).toBe(false);
  });
});
