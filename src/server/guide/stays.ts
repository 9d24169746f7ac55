import type { ServerDeps } from '../deps';
import { availabilityFeeds, sourceSettings } from '../availability/sources';
import type { PackedRanges } from '../availability/packed';
import { MAX_STAYS } from '../availability/ical';
import { guideAccessSettings } from '../../core/guide-code';
import { stayAccess, stayKey, type StayAccess } from './access';

/**
 * A feed whose fetches have all failed for this many refreshes (an hour at the default 5 minutes)
 * opens no new session: the copy held may still list a stay cancelled since. Shorter failures are
 * a provider's hiccup, which must not keep an arriving guest out.
 */
export const FAILED_REFRESHES_CLOSE = 12;

/** The stays of the booking feeds, with each one's code, link and window. */
interface StayIndex {
  /** Soonest first: the stays that may open a session now (the feeds' stays from a month ago on, MAX_STAYS at most). */
  all: StayAccess[];
  /** The stay whose code this is: the one open at `now`, else the next to open, else the last ended. */
  byCode(code: string, now: number): StayAccess | undefined;
  /** The stay whose link key this is, open or not (the caller says which). */
  byLink(linkKey: string): StayAccess | undefined;
  /** Whether a session given for this stay still holds: its stay is in a copy the calendar trusts. */
  keeps(key: string): boolean;
  /** How many codes open the guide now or within `aheadMs`: what a guess can find (one typed early is told when it opens). */
  liveCount(now: number, aheadMs: number): number;
  /** The feeds that failed too long to open new sessions: a code or link not found may be one of theirs. */
  closed: string[];
}

interface GuideStays {
  /** The index of the feeds' current copies; undefined while no feed has been read (nothing can be checked). */
  read(): Promise<StayIndex | undefined>;
}

const isOpen = (a: StayAccess, now: number) => a.opensAt <= now && now < a.closesAt;

function accessOf(copies: PackedRanges[], secret: string, deps: Pick<ServerDeps, 'site'>): StayAccess[] {
  const settings = guideAccessSettings(deps.site);
  const seen = new Set<string>();
  return copies
    .flatMap((c) => c.stays)
    .filter((s) => {
      const id = `${s.uid}\0${s.start}\0${s.end}`;
      return !seen.has(id) && seen.add(id);
    })
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0))
    .slice(0, MAX_STAYS)
    .map((s) => stayAccess(secret, s, settings, deps.site.property.timeZone));
}

/** Rebuilt only when one of its copies (or the secret) changes. */
function memo<T>(build: (copies: PackedRanges[], secret: string) => T) {
  let last: { copies: PackedRanges[]; secret: string; value: T } | undefined;
  return (copies: PackedRanges[], secret: string): T => {
    if (!last || last.secret !== secret || copies.length !== last.copies.length || copies.some((c, i) => c !== last!.copies[i])) {
      last = { copies, secret, value: build(copies, secret) };
    }
    return last.value;
  };
}

/**
 * The booking feeds' stays for the guide, read through the same feeds (and copies) as the
 * availability calendar. New sessions follow the newest calendar each feed answered: a stay
 * cancelled or moved, or a feed answering empty, stops its code and link at that refresh. A
 * session already given ends when its stay leaves the copy the calendar trusts (an empty answer
 * after an hour). A feed that keeps failing opens no new session after FAILED_REFRESHES_CLOSE
 * refreshes, keeps the sessions given, and the host is told once (docs/hosting.md).
 */
export function guideStays(deps: ServerDeps, secret: () => Promise<string>): GuideStays {
  const feeds = availabilityFeeds(deps);
  const closeAfterMs = sourceSettings(deps.env, deps.rootDir).refreshMs * FAILED_REFRESHES_CLOSE;
  const told = new Map<string, number>();
  const unlocks = memo((copies, key) => {
    const all = accessOf(copies, key, deps);
    const codes = new Map<string, StayAccess[]>();
    for (const a of all) codes.set(a.code, [...(codes.get(a.code) ?? []), a]);
    const links = new Map(all.map((a) => [a.linkKey, a]));
    return { all, codes, links };
  });
  const kept = memo((copies) => new Set(copies.flatMap((c) => c.stays).map(stayKey)));

  /** One line when a feed starts keeping new guests out, one when it answers again. */
  const tell = (label: string, failing: { since: number; reason: string } | undefined) => {
    if (failing && told.get(label) !== failing.since) {
      told.set(label, failing.since);
      const since = new Date(failing.since).toISOString().replace('T', ' ').slice(0, 16);
      deps.log.warn(
        `Digital guide: the booking feed ${label} has failed since ${since} UTC (${failing.reason}): its stays' codes and links open the guide for nobody new until it answers again; guests who opened it keep it. Check the feed's address (AVAILABILITY_ICAL_URLS) or the calendar file.`,
      );
    } else if (!failing && told.delete(label)) {
      deps.log.info(`Digital guide: the booking feed ${label} answers again; its stays' codes and links open the guide.`);
    }
  };

  return {
    async read() {
      const { readings } = await feeds.read();
      if (!readings.length) return undefined;
      const now = deps.now();
      const closing = (r: (typeof readings)[number]) => !!r.failing && now - r.failing.since >= closeAfterMs;
      for (const r of readings) tell(r.source.label, closing(r) ? r.failing : undefined);
      const key = await secret();
      const { all, codes, links } = unlocks(readings.filter((r) => !closing(r)).map((r) => r.latest), key);
      const keys = kept(readings.map((r) => r.ranges), key);
      return {
        all,
        byCode: (code, at) => {
          const hits = codes.get(code) ?? [];
          return hits.find((a) => isOpen(a, at)) ?? hits.find((a) => at < a.opensAt) ?? hits.at(-1);
        },
        byLink: (linkKey) => links.get(linkKey),
        keeps: (stay) => keys.has(stay),
        liveCount: (at, aheadMs) => all.reduce((n, a) => n + (at < a.closesAt && a.opensAt <= at + aheadMs ? 1 : 0), 0),
        closed: readings.filter(closing).map((r) => r.source.label),
      };
    },
  };
}
