// `npm run enquiries -- --by-page [--from YYYY-MM-DD] [--to YYYY-MM-DD]`: how many enquiries
// each landing page brought, for the marketer deciding which landing pages earn their place.
import { dayIn, parseDay } from '../../core/dates';
import type { Enquiry } from './store';

interface DayRange {
  /** First and last day counted, inclusive, in the property's time zone; absent: unbounded. */
  from?: string;
  to?: string;
}

/** The range from the command's options, or a one-line reason it is not one. */
export function dayRange(from: string | undefined, to: string | undefined): DayRange | string {
  for (const [name, value] of [['--from', from], ['--to', to]] as const) {
    if (value !== undefined && !parseDay(value)) return `${name} must be a real day written YYYY-MM-DD, not ${JSON.stringify(value.slice(0, 20))}.`;
  }
  if (from && to && from > to) return `--from (${from}) is after --to (${to}).`;
  return { from, to };
}

/** Whether an enquiry made at `ms` falls on a day of the range. */
export function inRange(ms: number, range: DayRange, timeZone: string): boolean {
  const day = dayIn(ms, timeZone);
  return !(range.from && day < range.from) && !(range.to && day > range.to);
}

// No script or storage in the guest's browser, a value that did not fit, or an enquiry from before.
const NOT_KNOWN = '(not known)';

/** Lines of the report on the enquiries of `range`: how many per first page, most first, and the total. */
export function byPageReport(rows: Pick<Enquiry, 'landingPage'>[], range: DayRange, timeZone: string): string[] {
  const counts = new Map<string, number>();
  for (const r of rows) {
    const page = r.landingPage || NOT_KNOWN;
    counts.set(page, (counts.get(page) ?? 0) + 1);
  }
  const span = range.from || range.to ? `from ${range.from ?? 'the first'} to ${range.to ?? 'the last'} (days in ${timeZone})` : 'all days';
  if (!rows.length) return [`No enquiries, ${span}.`];
  const width = String(rows.length).length;
  const sorted = [...counts].sort(([pa, a], [pb, b]) => b - a || Number(pa === NOT_KNOWN) - Number(pb === NOT_KNOWN) || pa.localeCompare(pb));
  return [
    `Enquiries by first page of the visit, ${span}:`,
    ...sorted.map(([page, n]) => `  ${String(n).padStart(width)}  ${page}`),
    `  ${String(rows.length).padStart(width)}  in all`,
  ];
}
