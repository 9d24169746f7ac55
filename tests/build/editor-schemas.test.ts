import { describe, expect, it } from 'vitest';
import { editedSchemas, formSchemas, readSchema, unlabelled } from '../../src/build/editor/form-schemas';

// The browser editor labels each field with its schema's `title` and explains it with its
// `description`: a property without them would be a bare key in a marketer's form.
describe('the schema lint: every property the editor shows has a title and a description', () => {
  it('holds for every schema the editor makes forms from', () => {
    const ids = editedSchemas();
    expect(ids).toEqual(expect.arrayContaining(['page.schema.json', 'site.schema.json', 'blog-post.schema.json', 'defs.schema.json', 'blocks/hero.schema.json']));
    expect(ids.flatMap((id) => unlabelled(readSchema(id)).map((m) => `schemas/${id} ${m}`))).toEqual([]);
  });

  it('fails a property without them, wherever it is', () => {
    const schema = {
      properties: {
        heading: { title: 'Heading', description: 'The heading.', type: 'string' },
        bare: { type: 'string' },
        items: { title: 'Items', description: 'Entries.', type: 'array', items: { properties: { label: { title: 'Label', type: 'string' } } } },
      },
      definitions: { thing: { properties: { colour: { description: 'A colour.' } } } },
      if: { properties: { layout: { const: 'x' } } },
    };
    expect(unlabelled(schema)).toEqual(['bare: no title and no description', 'items.[].label: no description', '#thing.colour: no title']);
  });

  it('gives the palette every block type with a one-line description', () => {
    const { palette, definitions } = formSchemas();
    expect(palette.length).toBe(editedSchemas().filter((id) => id.startsWith('blocks/')).length);
    for (const b of palette) {
      expect(b.summary, b.type).toMatch(/^\S.{10,}[.!?]?$/);
      expect(definitions[`blocks.${b.type}`], b.type).toBeTruthy();
      // A name in words: the schema's own where the type's words are an abbreviation.
      expect(b.title, b.type).toMatch(/^[A-Z][a-z]+( [a-z]+)*$/);
    }
    expect(palette.find((b) => b.type === 'cta')?.title).toBe('Call to action');
    expect(palette.find((b) => b.type === 'photo-grid')?.title).toBe('Photo grid');
    // Every $ref points into the one set of definitions the forms resolve within.
    const refs = [...JSON.stringify(definitions).matchAll(/"\$ref":"#\/definitions\/([^"]*)"/g)].map((m) => m[1]);
    expect(refs.length).toBeGreaterThan(50);
    for (const r of refs) expect(definitions[r], r).toBeTruthy();
  });
});
