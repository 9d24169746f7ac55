// Near-duplicate text, found without comparing every pair: word shingles, MinHash signatures and
// locality-sensitive hashing (LSH) pick each text's few closest earlier texts; only those get an
// exact Jaccard similarity. No pair of texts is compared unless LSH puts them in one bucket.

/** Words per shingle: long enough that shared stock phrases ("check availability") barely count. */
export const SHINGLE_WORDS = 4;
/** MinHash functions per signature: enough to bucket pairs near the threshold together (see rowsPerBand). */
const HASHES = 64;

const fnv = (word: string) => {
  let h = 0x811c9dc5;
  for (let i = 0; i < word.length; i++) h = Math.imul(h ^ word.charCodeAt(i), 0x01000193);
  return h >>> 0;
};

/** The words of a text, lowercased: the unit shingles are made of. */
export const wordsOf = (text: string): string[] => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

// Hashes are kept as signed 32-bit integers (Int32Array): V8 compares those as small integers,
// several times faster than the doubles that unsigned values over 2^31 become.

/** Hashes of every run of SHINGLE_WORDS words (a shorter text is one shingle), sorted, each once. */
export function shingles(words: string[]): Int32Array {
  const w = words.map(fnv);
  const runs = w.length >= SHINGLE_WORDS ? w.length - SHINGLE_WORDS + 1 : Math.min(w.length, 1);
  const out = new Int32Array(runs);
  for (let i = 0; i < runs; i++) {
    let h = 0x9e3779b9;
    for (let j = i; j < Math.min(i + SHINGLE_WORDS, w.length); j++) h = Math.imul(h ^ w[j], 0x85ebca6b) ^ (h >>> 13);
    out[i] = h;
  }
  return unique(out.sort());
}

/** A sorted array without its repeats. */
function unique(sorted: Int32Array): Int32Array {
  let n = 0;
  for (let i = 0; i < sorted.length; i++) if (i === 0 || sorted[i] !== sorted[i - 1]) sorted[n++] = sorted[i];
  return sorted.subarray(0, n);
}

/** The union of sorted shingle sets. */
export const union = (sets: Int32Array[]): Int32Array => {
  const all = new Int32Array(sets.reduce((n, s) => n + s.length, 0));
  let at = 0;
  for (const s of sets) all.set(s, (at += s.length) - s.length);
  return unique(all.sort());
};

/** |A ∩ B| / |A ∪ B| of two sorted shingle sets. */
export function jaccard(a: Int32Array, b: Int32Array): number {
  if (!a.length && !b.length) return 0;
  const both = shared(a, b);
  return both / (a.length + b.length - both);
}

/** |A ∩ B| of two sorted shingle sets. */
export function shared(a: Int32Array, b: Int32Array): number {
  let i = 0, j = 0, both = 0;
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) i++;
    else if (a[i] > b[j]) j++;
    else {
      both++;
      i++;
      j++;
    }
  }
  return both;
}

// The hash family h_k(x) = a_k·x + b_k (mod 2^32), a_k odd; fixed, so results repeat from run to run.
const mul = new Int32Array(HASHES);
const add = new Int32Array(HASHES);
{
  let s = 0x2545f491;
  const next = () => (s = Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) ^ (s + 0x6d2b79f5));
  for (let k = 0; k < HASHES; k++) {
    mul[k] = next() | 1;
    add[k] = next();
  }
}

/** MinHash signature: for each hash function, the least value over the set's shingles. */
export function signature(set: Int32Array): Int32Array {
  const sig = new Int32Array(HASHES);
  // One hash function at a time over all shingles: its least value stays in a register.
  for (let k = 0; k < HASHES; k++) {
    const a = mul[k];
    const b = add[k];
    let least = 0x7fffffff;
    for (let i = 0; i < set.length; i++) {
      const v = (Math.imul(a, set[i]) + b) | 0;
      if (v < least) least = v;
    }
    sig[k] = least;
  }
  return sig;
}

/**
 * Rows per LSH band: the most (fewest false candidates) that still makes a pair at `threshold`
 * a candidate with 99% probability: 1 − (1 − t^r)^(HASHES / r) ≥ 0.99. At 0.5: 2 rows × 32 bands.
 */
export function rowsPerBand(threshold: number): number {
  let r = 1;
  while (r < HASHES && 1 - (1 - threshold ** (r + 1)) ** Math.floor(HASHES / (r + 1)) >= 0.99) r++;
  return r;
}

/** The `keep` indexes with the highest counts (earliest first among equals), in one pass. */
function mostShared(indexes: number[], counts: Int32Array, keep: number): number[] {
  const top: number[] = [];
  for (const j of indexes) {
    let at = top.length;
    while (at > 0 && (counts[top[at - 1]] < counts[j] || (counts[top[at - 1]] === counts[j] && top[at - 1] > j))) at--;
    if (at === keep) continue;
    top.splice(at, 0, j);
    if (top.length > keep) top.pop();
  }
  return top;
}

/**
 * For each signature, up to `keep` earlier ones (lower index) that share LSH bands with it, the
 * most bands first: a pair at `threshold` or above is among them with 99% probability, and the
 * more bands two signatures share, the more alike their sets (each band agrees with probability
 * J^rows). Buckets are filled as it goes, so no list of all pairs is ever made: 1,000 copies of
 * one page cost 500,000 counter increments per band, not 500,000 set comparisons.
 */
export function* closestEarlier(sigs: Int32Array[], threshold: number, keep: number): Generator<{ index: number; closest: number[] }> {
  const rows = rowsPerBand(threshold);
  const bands = Math.floor(HASHES / rows);
  const buckets = Array.from({ length: bands }, () => new Map<number, number[]>());
  const shared = new Int32Array(sigs.length);
  for (let index = 0; index < sigs.length; index++) {
    const touched: number[] = [];
    for (let b = 0; b < bands; b++) {
      let key = b;
      for (let r = b * rows; r < (b + 1) * rows; r++) key = Math.imul(key ^ sigs[index][r], 0x9e3779b1) ^ (key >>> 16);
      const bucket = buckets[b].get(key);
      if (!bucket) {
        buckets[b].set(key, [index]);
        continue;
      }
      for (const j of bucket) if (shared[j]++ === 0) touched.push(j);
      bucket.push(index);
    }
    const closest = mostShared(touched, shared, keep);
    for (const j of touched) shared[j] = 0;
    yield { index, closest };
  }
}
