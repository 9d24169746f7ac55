import { addDays, daysBetween } from '../../core/dates';
import { staysOf, type BookedStay, type BusyRange, type ParseOptions } from './ical';
import { mergeRanges } from './calendar';

const EPOCH = '1970-01-01';

/**
 * Busy ranges as day numbers in typed arrays: a worker hands them over without copying, and
 * 43,000 bookings cost the server a few hundred KB and no object per booking.
 */
export interface PackedRanges {
  start: Int32Array;
  end: Int32Array;
  /** 1 for a host's block, 0 for a stay. */
  blocked: Uint8Array;
  /** The guests' stays with their UIDs, for the guide's access (src/server/guide/stays.ts). */
  stays: BookedStay[];
}

export function pack(ranges: BusyRange[], stays: BookedStay[] = []): PackedRanges {
  const p: PackedRanges = { start: new Int32Array(ranges.length), end: new Int32Array(ranges.length), blocked: new Uint8Array(ranges.length), stays };
  ranges.forEach((r, i) => {
    p.start[i] = daysBetween(EPOCH, r.start);
    p.end[i] = daysBetween(EPOCH, r.end);
    p.blocked[i] = r.kind === 'blocked' ? 1 : 0;
  });
  return p;
}

/** The ranges that touch the window from `first` to `last` (inclusive days), as BusyRange. */
export function rangesIn(p: PackedRanges, first: string, last: string): BusyRange[] {
  const lo = daysBetween(EPOCH, first);
  const hi = daysBetween(EPOCH, last) + 1;
  const out: BusyRange[] = [];
  for (let i = 0; i < p.start.length; i++) {
    if (p.end[i] <= lo || p.start[i] >= hi) continue;
    out.push({ start: addDays(EPOCH, p.start[i]), end: addDays(EPOCH, p.end[i]), kind: p.blocked[i] ? 'blocked' : 'unavailable', summary: '' });
  }
  return out;
}

/** A parsed feed as the server keeps it: its busy days merged, and its stays from `opts.staysFrom` on. */
export function packFeed(ranges: BusyRange[], opts: ParseOptions): PackedRanges {
  return pack(mergeRanges(ranges), opts.staysFrom ? staysOf(ranges, opts.staysFrom) : []);
}
