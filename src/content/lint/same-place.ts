import { placesOf } from '../../core/areas';
import { messages, say } from '../../core/messages';
import { positionOf } from '../yaml-source';
import { found, type LintFinding, type LintInput } from './types';

// Landing pages about one place and one spot are, to a visitor and a search engine, the same page
// several times ("doorway pages") unless each says what else it is about. The nearby-areas block
// and the footer list each place once; the pages of one place are linked by their `lodging.topic`.

/** Coordinates to about 100 m: two pages this close claim the same spot. */
const spot = (geo: { latitude: number; longitude: number }) => `${geo.latitude.toFixed(3)},${geo.longitude.toFixed(3)}`;

/** A page that shares its place and spot with another without a topic of its own, warned at its `lodging`. */
export function samePlaceFindings({ model }: LintInput): LintFinding[] {
  const pageAt = new Map(model.pages.map((p) => [p.path, p]));
  const out: LintFinding[] = [];
  for (const { locality, pages } of placesOf(model.landings)) {
    const bySpot = new Map<string, typeof pages>();
    for (const l of pages) bySpot.set(spot(l.geo), [...(bySpot.get(spot(l.geo)) ?? []), l]);
    for (const group of bySpot.values()) {
      const seen = new Map<string, string>(); // topic (or none: '') → the first page with it
      for (const l of group) {
        const key = (l.topic ?? '').trim().toLowerCase();
        const first = seen.get(key);
        if (first === undefined) {
          seen.set(key, l.path);
          continue;
        }
        const page = pageAt.get(l.path)!;
        const other = pageAt.get(first)!;
        const at = positionOf(other.source, ['lodging']);
        const same = { locality, other: `${other.source.file}:${at.line}:${at.col}`, otherPath: first };
        out.push(l.topic ? found(page.source, ['lodging', 'topic'], say(messages.sameTopic, { ...same, topic: l.topic })) : found(page.source, ['lodging'], say(messages.samePlace, same)));
      }
    }
  }
  return out;
}
