// Availability is about calendar days at the property, so every date here is a plain
// 'YYYY-MM-DD' string in the property's time zone, and day arithmetic runs on UTC midnights:
// the visitor's own zone never shifts a day.

import type { AvailabilityRequest } from '../../core/types/content.gen';

/** Days ahead of today the calendar asks about (SPEC §7, §9). */
const WINDOW_DAYS = 90;

const pad = (n: number) => String(n).padStart(2, '0');

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar day at an instant in a time zone (Australia/Sydney for this property). */
export function dayIn(ms: number, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  const parts: Record<string, string> = {};
  for (const p of f.formatToParts(ms)) parts[p.type] = p.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Calendar arithmetic on UTC midnights: no local zone or DST change can shift the day. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d) + days * 86_400_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/**
 * Today at the property through WINDOW_DAYS ahead, as the availability function expects.
 * `today` may say what day it is there (the browser works it out without Intl).
 */
export function availabilityWindow(timeZone: string, now = Date.now(), today?: (ms: number) => string): AvailabilityRequest {
  const start = today ? today(now) : dayIn(now, timeZone);
  return { start_date: start, end_date: addDays(start, WINDOW_DAYS) };
}
