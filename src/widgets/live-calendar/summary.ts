// The calendar's words: the taken nights as sentences and the age of the last sync.
import type { BusyKind } from './stay';
import { dayMonth } from './month';
import { addDays } from './window';

const spoken = dayMonth;
const reasons: Record<BusyKind, string> = { booked: 'booked', blocked: 'closed by the host' };

/** The taken nights in words, for screen-reader users who would rather not walk the grid. */
export function busySummary(busy: ReadonlyMap<string, BusyKind>): string {
  const runs: { from: string; to: string; kind: BusyKind }[] = [];
  for (const [date, kind] of [...busy].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const last = runs[runs.length - 1];
    if (last && last.kind === kind && addDays(last.to, 1) === date) last.to = date;
    else runs.push({ from: date, to: date, kind });
  }
  if (!runs.length) return 'Every night in the next 90 days is available.';
  const span = (from: string, to: string) =>
    from === to ? spoken(from) : `${from.slice(0, 7) === to.slice(0, 7) ? Number(from.slice(8)) : spoken(from)} to ${spoken(to)}`;
  const parts = runs.map((r) => `${span(r.from, r.to)} (${reasons[r.kind]})`);
  return `Nights not available in the next 90 days: ${parts.join('; ')}.`;
}

export function updatedText(syncedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(syncedAt)) / 60_000));
  if (minutes < 1) return 'Availability updated just now';
  if (minutes < 120) return `Availability updated ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  return `Availability updated ${Math.floor(minutes / 60)} hours ago`;
}
