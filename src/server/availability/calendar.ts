import { addDays } from './dates';
import type { BusyKind, BusyRange } from './ical';

/** One day of the availability reply, as the booking widget reads it. */
export interface CalendarDay {
  date: string;
  available: boolean;
  blocked: boolean;
}

/**
 * Folds ranges of the same kind that overlap or touch into one, sorted by start. Several
 * feeds report the same stay (Airbnb and a channel manager), and Smoobu lists each stay
 * three times; the result holds every busy day exactly once per kind.
 */
export function mergeRanges(ranges: BusyRange[]): BusyRange[] {
  const out: BusyRange[] = [];
  for (const kind of ['blocked', 'unavailable'] as BusyKind[]) {
    const sorted = ranges.filter((r) => r.kind === kind && r.end > r.start).sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
    let open: BusyRange | undefined;
    for (const r of sorted) {
      if (open && r.start <= open.end) {
        if (r.end > open.end) open.end = r.end;
      } else {
        open = { ...r };
        out.push(open);
      }
    }
  }
  return out.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : a.kind === 'blocked' ? -1 : 1));
}

/**
 * One entry per day from start to end, both inclusive. A day inside a stay is unavailable;
 * a day the host closed is blocked; when both apply the block wins, since it is the reason
 * the owner would want shown. Days no range covers are available.
 */
export function buildCalendar(start: string, end: string, ranges: BusyRange[]): CalendarDay[] {
  const state = new Map<string, BusyKind>();
  const after = addDays(end, 1);
  for (const r of ranges) {
    const from = r.start > start ? r.start : start;
    const to = r.end < after ? r.end : after;
    for (let d = from; d < to; d = addDays(d, 1)) {
      if (r.kind === 'blocked' || !state.has(d)) state.set(d, r.kind);
    }
  }
  const days: CalendarDay[] = [];
  for (let d = start; d <= end; d = addDays(d, 1)) {
    const kind = state.get(d);
    days.push({ date: d, available: kind === undefined, blocked: kind === 'blocked' });
  }
  return days;
}
