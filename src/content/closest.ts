/** Edits (a letter added, left out or changed) between two words. */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

/**
 * The option a misspelt word most likely meant, case aside: the nearest by edits, if near
 * enough (`edits`, by default two or a third of the word's letters); else, with `partial`, the
 * one option the word is a part of (an anchor #contact for contact-form).
 */
export function closest(word: string, options: string[], opts: { partial?: boolean; edits?: number } = {}): string | undefined {
  const w = word.toLowerCase();
  const best = options.map((o) => [o, distance(w, o.toLowerCase())] as const).sort((a, b) => a[1] - b[1])[0];
  if (best && best[1] <= (opts.edits ?? Math.max(2, Math.floor(word.length / 3)))) return best[0];
  const containing = opts.partial && w ? options.filter((o) => o.toLowerCase().includes(w)) : [];
  return containing.length === 1 ? containing[0] : undefined;
}
