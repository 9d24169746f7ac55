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
const weekdayIndex = (date: string) => (new Date(utc(date)).getUTCDay() + 6) % 7;

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

// Plain arrays, not Intl.DateTimeFormat: creating formatters costs tens of milliseconds on a
// phone, in the first screen of the home page, and the site speaks one language.
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const parts = (date: string) => {
  const [y, m, d] = date.split('-').map(Number);
  return { y, m, d, weekday: weekdayIndex(date) };
};

/** "December 2026". */
export const monthName = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
/** "Friday 4 December 2026": the day's number is in its name, as it is on screen. */
export function dayName(date: string): string {
  const { y, m, d, weekday } = parts(date);
  return `${WEEKDAYS[weekday]} ${d} ${MONTHS[m - 1]} ${y}`;
}
/** "Fri 4 Dec". */
export function shortName(date: string): string {
  const { m, d, weekday } = parts(date);
  return `${WEEKDAYS[weekday].slice(0, 3)} ${d} ${MONTHS[m - 1].slice(0, 3)}`;
}
/** "4 December". */
export const dayMonth = (date: string) => `${Number(date.slice(8))} ${MONTHS[Number(date.slice(5, 7)) - 1]}`;

/** Column heads, Monday first: the letters shown and the names read out. */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
