// `npm run new-block <name> [-- --island]`: a new block type in one folder, ready to use in a
// page. Writes src/blocks/<name>/ (view, definition, test; with --island a plain-script client),
// its schema with an example, the one line in src/blocks/definitions.ts, and regenerates the types
// and the block's section of docs/content.md.
import fs from 'node:fs';
import path from 'node:path';
import { generateDocs } from '../src/content/gen-docs';
import { generateTypes } from '../src/content/gen-types';
import { rootDir } from '../src/core/paths';

const name = process.argv[2] ?? '';
const island = process.argv.includes('--island');
const fail = (why: string) => {
  console.error(`${why}\nUsage: npm run new-block <name> [-- --island]   (name in kebab-case, e.g. faq-list)`);
  process.exit(1);
};
/** Longer names make unreadable types and, near 250 characters, file names the system refuses. */
const MAX_NAME = 40;
const shown = name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name;
if (name.length > MAX_NAME) fail(`"${shown}" is ${name.length} characters long: a block's name is at most ${MAX_NAME}.`);
if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) fail(`"${shown}" is not a kebab-case name.`);

const blocksDir = path.join(rootDir, 'src/blocks');
const dir = path.join(blocksDir, name);
const schemaFile = path.join(rootDir, 'schemas/blocks', `${name}.schema.json`);
// src/blocks/registry.ts, define.ts...: a folder of the same name would shadow the module.
const engineFiles = fs.readdirSync(blocksDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);
const shadowed = engineFiles.find((f) => f.replace(/\.[^.]+$/, '') === name);
if (shadowed) fail(`"${name}" is taken by the block engine's own src/blocks/${shadowed}: choose another name.`);
if (fs.existsSync(dir) || fs.existsSync(schemaFile)) fail(`A block named ${name} exists already.`);

const pascal = name.split('-').map((w) => w[0].toUpperCase() + w.slice(1)).join('');
const camel = pascal[0].toLowerCase() + pascal.slice(1);
const type = `${pascal}Block`;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  console.log(`  wrote ${path.relative(rootDir, file)}`);
};

write(
  schemaFile,
  JSON.stringify(
    {
      $schema: 'http://json-schema.org/draft-07/schema#',
      $id: `blocks/${name}.schema.json`,
      title: type,
      description: `TODO: what the ${name} block shows, in one sentence a marketer understands.`,
      examples: [{ type: name, heading: 'A heading', text: 'A sentence or two.' }],
      type: 'object',
      additionalProperties: false,
      required: ['type', 'heading'],
      properties: {
        // Every field has a title (its label in the browser editor) and a description (the help under it).
        type: { title: 'Block type', description: 'Which kind of block this is; set when the block is added.', const: name },
        id: { title: 'Anchor name', description: 'A short name (lower case, dashes) so a link such as #details can jump here.', $ref: '../defs.schema.json#/definitions/anchor' },
        heading: { title: 'Heading', description: 'The heading shown at the top of the block.', $ref: '../defs.schema.json#/definitions/sectionHeading' },
        text: { title: 'Text', description: 'A sentence or two under the heading.', type: 'string', maxLength: 600 },
      },
    },
    null,
    2,
  ) + '\n',
);

write(
  path.join(dir, `${name}.tsx`),
  `import type { ${type} } from '../../core/types/content.gen';
import { BlockHead } from '../../components/section-head';
import { Container, Section } from '../../components/ui';

/** TODO: what this block shows. */
export function ${pascal}(block: ${type}) {
  return (
    <Section id={block.id}${island ? ` data-${name}` : ''}>
      <Container>
        <BlockHead heading={block.heading} intro={block.text} />
      </Container>
    </Section>
  );
}
`,
);

write(
  path.join(dir, 'index.ts'),
  `import type { ${type} } from '../../core/types/content.gen';
import { defineBlock } from '../../core/define-block';
import { ${pascal} } from './${name}';

export default defineBlock<${type}>({
  type: '${name}',
  view: ${pascal},${island ? `\n  // client.ts runs when the block nears the screen; 'react' instead would hydrate the view.\n  island: { when: 'visible', script: 'script' },` : ''}
});
`,
);

if (island)
  write(
    path.join(dir, 'client.ts'),
    `// Brings the prerendered block to life in the browser, without React.
export function enhance(el: HTMLElement) {
  el.querySelector('section')?.setAttribute('data-live', '');
}
`,
  );

write(
  path.join(dir, `${name}.test.tsx`),
  `import { expect, it } from 'vitest';
import { renderBlocks } from '../../../tests/support/site';

it('renders its heading and text', () => {
  const html = renderBlocks({ type: '${name}', heading: 'A heading', text: 'A sentence or two.' });
  expect(html).toContain('<h2>A heading</h2>');
  expect(html).toContain('A sentence or two.');
});
`,
);

// The one shared line: the registry is built from this list.
const defs = path.join(rootDir, 'src/blocks/definitions.ts');
const lines = fs.readFileSync(defs, 'utf8').split('\n');
const entries = [...lines.filter((l) => l.startsWith('export ')), `export { default as ${camel} } from './${name}';`].sort((a, b) =>
  a.slice(a.indexOf("'")).localeCompare(b.slice(b.indexOf("'"))),
);
fs.writeFileSync(defs, [...lines.filter((l) => l && !l.startsWith('export ')), ...entries, ''].join('\n'));
console.log(`  added ${name} to src/blocks/definitions.ts`);
fs.writeFileSync(path.join(rootDir, 'src/core/types/content.gen.ts'), await generateTypes());
console.log('  regenerated src/core/types/content.gen.ts');
const docs = path.join(rootDir, 'docs/content.md');
fs.writeFileSync(docs, generateDocs(fs.readFileSync(docs, 'utf8')));
console.log(`  added the ${name} block's section to docs/content.md`);

console.log(`
Next:
  1. schemas/blocks/${name}.schema.json: describe the block and its fields (the example shows a marketer how to write it);
     docs/content.md's section is made from it (npm run gen, or the dev server as you save).
  2. src/blocks/${name}/${name}.tsx: the markup; src/blocks/${name}/index.ts: how it renders and hydrates.
     What it computes at build, its JSON-LD, h1, anchors or own content rules, if any: a build.ts beside it (see faq/build.ts) and its line in src/blocks/builds.ts.${island ? `\n     src/blocks/${name}/client.ts: what it does in the browser.` : ''}
  3. Use it in a page (\`- type: ${name}\`), then npm run validate, npm run dev, and npx vitest run src/blocks/${name}.`);
