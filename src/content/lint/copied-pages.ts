import fs from 'node:fs';
import path from 'node:path';
import { messages, say } from '../../core/messages';
import type { ModelPage } from '../model';
import { rootDir } from '../../core/paths';
import { gitAddedTimes } from '../added-times';
import { jaccard, shared, SHINGLE_WORDS } from '../similarity';
import { similarityIndex, type Landing } from '../similar-pages';
import { found, type LintFinding, type LintInput } from './types';

const DEFAULT_COPY_THRESHOLD = 0.5;
const DEFAULT_ERROR_THRESHOLD = 0.8;
/** Exact comparisons per page: its closest earlier pages by LSH. */
const CLOSEST = 3;

const name = (p: ModelPage, i: number) => `blocks[${i}] (${p.def.blocks[i].type})`;

/** The blocks of `copy` most like one of `original`'s: those over the threshold, or else the closest one. */
function alikeBlocks(original: Landing, copy: Landing, threshold: number): { here: string; there: string; score: number }[] {
  const pairs = copy.blocks.flatMap((set, i) => {
    const scores = original.blocks.map((other) => jaccard(set, other));
    const score = Math.max(...scores);
    return score > 0 ? [{ here: name(copy.page, i), there: name(original.page, scores.indexOf(score)), score }] : [];
  });
  const over = pairs.filter((x) => x.score >= threshold);
  return over.length ? over : pairs.sort((x, y) => y.score - x.score).slice(0, 1);
}

/** How much of `a`'s text `b` has not: its own words, in word runs. */
const ownShingles = (a: Landing, b: Landing) => a.all.length - shared(a.all, b.all);

/** When the file was last saved (0 when it cannot be read). */
const savedAt = (p: Landing) => fs.statSync(path.join(rootDir, p.page.source.file), { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Which of two alike pages is the copy, and why: the one git added later (one not committed
 * yet is the newest); without git history, the one with fewer words of its own, and between
 * two that differ only in a one-word place name, the one saved last.
 */
function copyOf(a: Landing, b: Landing, added: () => Map<string, number> | undefined): { copy: Landing; original: Landing; why: string } {
  const times = added();
  const rules: [string, (p: Landing, other: Landing) => number][] = [
    ['added to git after it', (p) => times?.get(p.page.source.file) ?? 0],
    ['with fewer words of its own', (p, other) => -ownShingles(p, other)],
    ['saved after it', savedAt],
  ];
  for (const [why, newer] of rules) {
    const [na, nb] = [newer(a, b), newer(b, a)];
    if (na !== nb) return na > nb ? { copy: a, original: b, why } : { copy: b, original: a, why };
  }
  return { copy: b, original: a, why: 'after it in the list of pages' };
}

/**
 * Landing pages (those with `lodging:`) whose visible text is more alike than site.yaml
 * `seo.copiedPageThreshold`: a page copied with only the place name changed is a doorway page
 * to search engines. Each page is compared with the earlier pages LSH makes candidates; each
 * alike pair is reported once, at the copy (copyOf), naming the page it copies and the blocks to
 * rewrite. Above `seo.copiedPageErrorThreshold` it is an error, so the build never publishes it;
 * a page whose `canonical:` names the other shares its text on purpose and is not reported.
 */
export function copiedPageFindings({ model }: LintInput): LintFinding[] {
  const { copiedPageThreshold: threshold = DEFAULT_COPY_THRESHOLD, copiedPageErrorThreshold: errorAt = DEFAULT_ERROR_THRESHOLD } = model.site.seo;
  const pages = model.pages.filter((p) => !p.post && p.def.lodging);
  const similar = similarityIndex(pages, model.site);
  // Asked of git only when two pages are alike: most runs find none.
  let times: Map<string, number> | undefined | null = null;
  const added = () => (times === null ? (times = gitAddedTimes(pages.map((p) => p.source.file))) : times);
  const out: LintFinding[] = [];
  for (const { index, closest } of similar.closestEarlier(threshold, CLOSEST)) {
    const [match] = closest.map((j) => ({ j, score: similar.jaccard(j, index) })).sort((x, y) => y.score - x.score);
    if (!match || match.score < threshold) continue;
    const { score } = match;
    const [a, b] = [similar.landing(match.j), similar.landing(index)];
    if (a.page.def.canonical === b.page.path || b.page.def.canonical === a.page.path) continue;
    const { copy, original, why } = copyOf(a, b, added);
    const alike = alikeBlocks(original, copy, threshold);
    const said = say(messages.copiedPage, {
      score,
      original: original.page.source.file,
      originalPath: original.page.path,
      why,
      alike,
      place: copy.page.def.lodging?.locality ?? 'this place',
      threshold,
      errorAt,
      words: SHINGLE_WORDS,
    });
    out.push(found(copy.page.source, ['blocks'], said));
  }
  similar.save();
  return out;
}
