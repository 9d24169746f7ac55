import { createHash } from 'node:crypto';
import { placeholderValues } from '../core/facts';
import type { SiteConfig } from '../core/types/content.gen';
import { cacheFile } from './cache-file';
import { schemaFiles } from './known-good';
import type { ModelPage } from './model';
import { closestEarlier, jaccard, shingles, signature, union, wordsOf } from './similarity';
import { visibleText } from './visible-text';

/** A page's visible text as shingle sets: each block's, and the whole page's. */
export interface Landing {
  page: ModelPage;
  blocks: Int32Array[];
  all: Int32Array;
}

export interface Saved {
  /** MinHash signatures (their bytes in base64), by page key. */
  sigs: Record<string, string>;
  /** Exact similarities of pairs of pages, by the two pages' keys. */
  scores: Record<string, number>;
}

/** What a page key's meaning and the values remembered under it depend on. */
const saved = cacheFile<Saved>('similar-pages.json', () => [
  'src/content/similar-pages.ts',
  'src/content/similarity.ts',
  'src/content/visible-text.ts',
  'src/core/inline-text.ts',
  'src/core/facts.ts',
  'src/content/known-good.ts',
  // Which fields are words: `"prose": false`, `enum` and `const` in the schemas.
  ...schemaFiles(),
]);

const encode = (sig: Int32Array) => Buffer.from(sig.buffer, sig.byteOffset, sig.byteLength).toString('base64');
const decode = (text: string) => new Int32Array(new Uint8Array(Buffer.from(text, 'base64')).buffer);

/**
 * The pages' shingle sets, MinHash signatures and exact similarities, each worked out when first
 * asked for. Signatures and similarities are remembered in .cache/ under a key made of the
 * hash of each page's file and the placeholder values it is filled with: after one page changed,
 * a run works out that page's and the few pairs it is in, not a thousand pages' (the sets and
 * signatures were most of the check's time). A page without a file hash is worked out each run.
 */
export function similarityIndex(pages: ModelPage[], site: SiteConfig, store: { read(): Saved | undefined; write(s: Saved): void } = saved) {
  const last = store.read() ?? { sigs: {}, scores: {} };
  const next: Saved = { sigs: {}, scores: {} };
  /** The work this index did rather than find remembered: for the tests. */
  const worked = { landings: 0, signatures: 0, pairs: 0 };
  const values = JSON.stringify(placeholderValues(site));
  const keys = pages.map((p) => p.source.digest && createHash('sha256').update(`${p.source.digest}\0${values}`).digest('base64'));

  const landings = new Map<number, Landing>();
  const landing = (i: number): Landing => {
    let made = landings.get(i);
    if (!made) {
      const page = pages[i];
      const blocks = page.data.blocks.map(({ block }) => shingles(wordsOf(visibleText(block).join(' '))));
      landings.set(i, (made = { page, blocks, all: union(blocks) }));
      worked.landings++;
    }
    return made;
  };

  const sig = (i: number): Int32Array => {
    const key = keys[i];
    const known = key && last.sigs[key];
    if (known) return decode((next.sigs[key] = known));
    worked.signatures++;
    const made = signature(landing(i).all);
    if (key) next.sigs[key] = encode(made);
    return made;
  };

  return {
    landing,
    /** closestEarlier (similarity.ts) over the pages' signatures. */
    closestEarlier: (threshold: number, keep: number) => closestEarlier(pages.map((_, i) => sig(i)), threshold, keep),
    /** The exact similarity of two pages' whole texts. */
    jaccard(a: number, b: number): number {
      const key = keys[a] && keys[b] && [keys[a], keys[b]].sort().join(' ');
      const known = key ? last.scores[key] : undefined;
      if (known !== undefined) return (next.scores[key as string] = known);
      worked.pairs++;
      const score = jaccard(landing(a).all, landing(b).all);
      if (key) next.scores[key] = score;
      return score;
    },
    worked,
    /** Keeps what this run used for the next one, and forgets the rest. */
    save() {
      const count = (s: Saved) => Object.keys(s.sigs).length + Object.keys(s.scores).length;
      if (worked.signatures || worked.pairs || count(next) !== count(last)) store.write(next);
    },
  };
}
