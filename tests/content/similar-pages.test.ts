import { describe, expect, it } from 'vitest';
import type { ModelPage } from '../../src/content/model';
import { similarityIndex, type Saved } from '../../src/content/similar-pages';
import { loadSite } from '../../src/content/load-content';

// The copied-page check remembers each page's signature and each compared pair's similarity
// between runs, by the hash of the page's file: after one page changes, only its work is done
// again, and the answers are those of a check that remembered nothing.

let seed = 11;
const random = () => (seed = (Math.imul(seed, 1103515245) + 12345) & 0x7fffffff) / 0x7fffffff;
const words = (n: number) => Array.from({ length: n }, () => `w${Math.floor(random() * 3000)}`).join(' ');
// Any valid settings: their placeholder values are part of each page's key.
const { site } = loadSite();

/** A landing page as the model holds it: a text block, and the hash of its file. */
const page = (n: number, text: string): ModelPage => {
  const block = { type: 'text', paragraphs: [text] };
  return { path: `/p${n}`, def: { blocks: [block] }, source: { file: `pages/p${n}.yaml`, digest: `${n}:${text.length}:${text.slice(0, 40)}` }, data: { blocks: [{ block }] } } as unknown as ModelPage;
};

/** What the check reads of an index: each page's closest earlier pages and their similarities. */
function answers(index: ReturnType<typeof similarityIndex>) {
  return [...index.closestEarlier(0.5, 3)].map(({ index: i, closest }) => closest.map((j) => `${j}~${i} ${index.jaccard(j, i).toFixed(4)}`));
}

/** A store that keeps what an index saves in memory, as .cache/ keeps it between runs. */
const memory = () => {
  let kept: Saved | undefined;
  return { read: () => kept, write: (s: Saved) => void (kept = s) };
};

describe('the copied-page check remembers its work between runs', () => {
  const texts = Array.from({ length: 60 }, () => words(200));
  // Every tenth page a near-copy of the one before: pairs that are compared.
  texts.forEach((_, i) => i % 10 === 9 && (texts[i] = texts[i - 1].replace(/w1\d/g, 'changed')));
  const pages = texts.map((t, i) => page(i, t));

  it('works out nothing again when no page changed, and answers the same', () => {
    const store = memory();
    const first = similarityIndex(pages, site, store);
    const expected = answers(first);
    first.save();
    expect(first.worked.signatures).toBe(60);

    const again = similarityIndex(pages, site, store);
    expect(answers(again)).toEqual(expected);
    expect(again.worked).toEqual({ landings: 0, signatures: 0, pairs: 0 });
  });

  it("after one page's text changed, works out that page's signature and only the pairs it is in", () => {
    const store = memory();
    const first = similarityIndex(pages, site, store);
    answers(first);
    first.save();

    const changed = [...pages];
    changed[30] = page(30, words(200));
    const after = similarityIndex(changed, site, store);
    const got = answers(after);
    expect(after.worked.signatures).toBe(1);
    const pairsWith30 = got.flat().filter((pair) => /^30~|~30 /.test(pair)).length;
    expect(after.worked.pairs).toBe(pairsWith30);
    expect(got).toEqual(answers(similarityIndex(changed, site, memory())));
  });
});
