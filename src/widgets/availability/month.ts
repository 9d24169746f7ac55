// The calendar's months as data: which days sit in which week row, and how each day is named.
// Pure functions on 'YYYY-MM-DD' strings, shared by the browser calendar and its tests.
import { addDays } from './window';

/** 'YYYY-MM' of a day. */
export const monthOf = (date: string) => date.slice(0, 7);

/** The month after (or before, with -1) a 'YYYY-MM' month. */
export function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number);
  const i = y * 12 + (m - 1) + by;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
}

/** Whole months from `a` to `b` ('YYYY-MM'). */
export function monthsFrom(a: string, b: string): number {
  const [ya, ma] = a.split('-').map(Number);
  const [yb, mb] = b.split('-').map(Number);
  return yb * 12 + mb - (ya * 12 + ma);
}

const utc = (date: string) => Date.parse(date + 'T00:00:00Z');
/** 0 = Monday ... 6 = Sunday: weeks start on Monday in Australia. */
export const weekdayIndex = (date: string) => (new Date(utc(date)).getUTCDay() + 6) % 7;

/**
 * The month as week rows of seven cells, Monday first; cells outside the month are null.
 * Rows are only as many as the month needs (four to six).
 */
export function monthWeeks(month: string): (string | null)[][] {
  const first = `${month}-01`;
  const cells: (string | null)[] = Array(weekdayIndex(first)).fill(null);
  for (let d = first; monthOf(d) === month; d = addDays(d, 1)) cells.push(d);
  while (cells.length % 7) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

const zone = { timeZone: 'UTC' } as const;
const monthTitle = new Intl.DateTimeFormat('en-AU', { ...zone, month: 'long', year: 'numeric' });
const fullDay = new Intl.DateTimeFormat('en-AU', { ...zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const shortDay = new Intl.DateTimeFormat('en-AU', { ...zone, weekday: 'short', day: 'numeric', month: 'short' });

/** "December 2026". */
export const monthName = (month: string) => monthTitle.format(utc(`${month}-01`));
/** "Friday 4 December 2026": the day's number is in its name, as it is on screen. */
export const dayName = (date: string) => fullDay.format(utc(date)).replace(',', '');
/** "Fri 4 Dec". */
export const shortName = (date: string) => shortDay.format(utc(date)).replace(',', '');

/** Column heads, Monday first: the letters shown and the names read out. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
