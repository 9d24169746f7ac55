import { expect, it } from 'vitest';
import { parseElsewhere } from '../../src/content/parse-elsewhere';
import { parseYaml } from '../../src/content/yaml-source';

// The content check hands many files' YAML to other threads (src/content/yaml-thread.mjs), which
// parse it with options of their own copy: what they give back must be what this thread makes.
const page = (n: number) => `path: /p${n}\ntitle: "Page ${n}: a title"\nlist: [1, 2.5, true, null, ~, 0x1f, .inf]\nnested:\n  a: &x {k: v}\n  b: *x\n  text: |\n    Two\n    lines ${n}\n`;
const broken = {
  syntax: 'path: /x\n  title: bad indent\n',
  duplicate: 'a: 1\na: 2\n',
  aliases: `a: &a [${'x,'.repeat(10)}x]\n${Array.from({ length: 12 }, (_, i) => `l${i + 1}: &l${i + 1} [${Array(10).fill(`*${i ? `l${i}` : 'a'}`).join(',')}]`).join('\n')}\n`,
};

it('gives back, for many texts, the values this thread would parse, and nothing for a text with an error', () => {
  const texts = [...Array.from({ length: 240 }, (_, i) => page(i)), ...Object.values(broken)];
  const got = parseElsewhere(texts);
  expect(got).toHaveLength(texts.length);
  texts.forEach((text, i) => {
    const here = parseYaml('x.yaml', text);
    if (here.errors.length) expect(got[i], Object.keys(broken)[i - 240]).toBeUndefined();
    else expect(got[i]).toEqual({ value: here.source!.data });
  });
  expect(got.slice(240)).toEqual([undefined, undefined, undefined]);
});

it('leaves a few texts to this thread: starting threads would cost more', () => {
  expect(parseElsewhere([page(1), page(2)])).toEqual([undefined, undefined]);
});
