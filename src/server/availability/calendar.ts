import { addDays, daysBetween } from '../../core/dates';
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
 * the owner would want shown. Days no range covers are available. Days are counted, never
 * compared as strings, so the loop is bounded by the window whatever a feed contains.
 */
export function buildCalendar(start: string, end: string, ranges: BusyRange[]): CalendarDay[] {
  const length = daysBetween(start, end) + 1;
  const state: (BusyKind | undefined)[] = new Array(Math.max(0, length));
  for (const r of ranges) {
    const from = Math.max(0, daysBetween(start, r.start));
    const to = Math.min(length, daysBetween(start, r.end));
    for (let i = from; i < to; i++) {
      if (r.kind === 'blocked' || state[i] === undefined) state[i] = r.kind;
    }
  }
  const days: CalendarDay[] = [];
  for (let i = 0; i < length; i++) {
    const kind = state[i];
    days.push({ date: addDays(start, i), available: kind === undefined, blocked: kind === 'blocked' });
  }
  return days;
}
