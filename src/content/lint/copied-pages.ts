import type { ModelPage } from '../model';
import { jaccard, SHINGLE_WORDS } from '../similarity';
import { similarityIndex, type Landing } from '../similar-pages';
import { found, type LintFinding, type LintInput } from './types';

const DEFAULT_COPY_THRESHOLD = 0.5;
/** Exact comparisons per page: its closest earlier pages by LSH. */
const CLOSEST = 3;

const pct = (j: number) => `${Math.round(j * 100)}%`;
const name = (p: ModelPage, i: number) => `blocks[${i}] (${p.def.blocks[i].type})`;

/** The blocks of `b` most like one of `a`'s: those over the threshold, or else the closest one. */
function alikeBlocks(a: Landing, b: Landing, threshold: number): string {
  const pairs = b.blocks.flatMap((set, i) => {
    const scores = a.blocks.map((other) => jaccard(set, other));
    const score = Math.max(...scores);
    return score > 0 ? [{ i, j: scores.indexOf(score), score }] : [];
  });
  const over = pairs.filter((x) => x.score >= threshold);
  const shown = over.length ? over : pairs.sort((x, y) => y.score - x.score).slice(0, 1);
  return shown.map((x) => `${name(b.page, x.i)} ~ ${name(a.page, x.j)} ${pct(x.score)}`).join(', ');
}

/**
 * Landing pages (those with `lodging:`) whose visible text is more alike than site.yaml
 * `seo.copiedPageThreshold`: a page copied with only the place name changed is a doorway page
 * to search engines. Each page is compared with the earlier pages LSH makes candidates, so each
 * alike pair is reported once, at the later page, naming its closest match.
 */
export function copiedPageFindings({ model }: LintInput): LintFinding[] {
  const threshold = model.site.seo.copiedPageThreshold ?? DEFAULT_COPY_THRESHOLD;
  const pages = model.pages.filter((p) => !p.post && p.def.lodging);
  const similar = similarityIndex(pages, model.site);
  const out: LintFinding[] = [];
  for (const { index, closest } of similar.closestEarlier(threshold, CLOSEST)) {
    const [match] = closest.map((j) => ({ j, score: similar.jaccard(j, index) })).sort((x, y) => y.score - x.score);
    if (!match || match.score < threshold) continue;
    const { score } = match;
    const [a, b] = [similar.landing(match.j), similar.landing(index)];
    out.push(
      found(
        b.page.source,
        ['blocks'],
        'copied-page',
        `${pct(score)} the same text as ${a.page.source.file} (${a.page.path}); alike blocks (here ~ there): ${alikeBlocks(a, b, threshold)}`,
        `Search engines treat pages that differ only in a place name as doorway pages. Rewrite the alike blocks for this place (what is near, who stays there, why), or change seo.copiedPageThreshold in site.yaml (now ${threshold}; ${SHINGLE_WORDS}-word runs compared).`,
        'warning',
      ),
    );
  }
  similar.save();
  return out;
}
