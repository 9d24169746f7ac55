import type { ServerDeps } from '../deps';
import { availabilityFeeds } from '../availability/sources';
import type { PackedRanges } from '../availability/packed';
import { MAX_STAYS } from '../availability/ical';
import { guideAccessSettings } from '../../core/guide-code';
import { stayAccess, type StayAccess } from './access';


/** The stays of the current copies of the booking feeds, with each one's code, link and window. */
interface StayIndex {
  /** Soonest first: the feeds' stays from a month ago on, MAX_STAYS at most (a link to one that ended says so). */
  all: StayAccess[];
  /** The stay whose code this is, if its window is open at `now`. */
  byCode(code: string, now: number): StayAccess | undefined;
  /** The stay whose link key this is, open or not (the caller says which). */
  byLink(linkKey: string): StayAccess | undefined;
  byKey(key: string): StayAccess | undefined;
  /** How many codes open the guide at `now`: what a guess can hit. */
  openCount(now: number): number;
}

interface GuideStays {
  /** The index of the feeds' current copies; undefined while no feed has been read (nothing can be checked). */
  read(): Promise<StayIndex | undefined>;
}

const isOpen = (a: StayAccess, now: number) => a.opensAt <= now && now < a.closesAt;

function buildIndex(copies: PackedRanges[], secret: string, deps: Pick<ServerDeps, 'site'>): StayIndex {
  const settings = guideAccessSettings(deps.site);
  const seen = new Set<string>();
  const stays = copies
    .flatMap((c) => c.stays)
    .filter((s) => {
      const id = `${s.uid}\0${s.start}\0${s.end}`;
      return !seen.has(id) && seen.add(id);
    })
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const all = stays.slice(0, MAX_STAYS).map((s) => stayAccess(secret, s, settings, deps.site.property.timeZone));
  const codes = new Map<string, StayAccess[]>();
  for (const a of all) codes.set(a.code, [...(codes.get(a.code) ?? []), a]);
  const links = new Map(all.map((a) => [a.linkKey, a]));
  const keys = new Map(all.map((a) => [a.key, a]));
  return {
    all,
    byCode: (code, at) => codes.get(code)?.find((a) => isOpen(a, at)),
    byLink: (linkKey) => links.get(linkKey),
    byKey: (key) => keys.get(key),
    openCount: (at) => all.reduce((n, a) => n + (isOpen(a, at) ? 1 : 0), 0),
  };
}

/**
 * The booking feeds' stays for the guide, read through the same feeds (and copies) as the
 * availability calendar: a cancelled or moved stay loses its code and link at the next refresh.
 * The index is rebuilt only when a feed brings a new copy.
 */
export function guideStays(deps: ServerDeps, secret: () => Promise<string>): GuideStays {
  const feeds = availabilityFeeds(deps);
  let last: { copies: PackedRanges[]; secret: string; index: StayIndex } | undefined;
  return {
    async read() {
      const { readings } = await feeds.read();
      if (!readings.length) return undefined;
      const copies = readings.map((r) => r.ranges);
      const key = await secret();
      if (!last || last.secret !== key || copies.length !== last.copies.length || copies.some((c, i) => c !== last!.copies[i])) {
        last = { copies, secret: key, index: buildIndex(copies, key, deps) };
      }
      return last.index;
    },
  };
}
