// Calendar days as plain 'YYYY-MM-DD' strings, and wall-clock times in a named time zone (the
// availability calendar, the guide's windows, a page's publishing time). Arithmetic runs on UTC
// midnights so no local time zone (and no toISOString() of a local date) can shift a day.

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function isoDate(year: number, month: number, day: number): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function utcMidnight(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  // Not Date.UTC: it reads years 0-99 as 1900-1999.
  const t = new Date(0);
  t.setUTCFullYear(y, m - 1, d);
  return t.getTime();
}

function fromUtcMidnight(ms: number): string {
  const t = new Date(ms);
  return isoDate(t.getUTCFullYear(), t.getUTCMonth() + 1, t.getUTCDate());
}

export function addDays(date: string, days: number): string {
  return fromUtcMidnight(utcMidnight(date) + days * 86_400_000);
}

/**
 * A real calendar day written YYYY-MM-DD (2028-02-29 is one, 2026-02-30 is not), or null.
 * Callers compare days by number, never as strings ("10000-01-01" < "9999-12-31").
 */
export function parseDay(text: string): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [mo, d] = [Number(m[2]), Number(m[3])];
  if (mo < 1 || mo > 12 || d < 1) return null;
  return fromUtcMidnight(utcMidnight(text)) === text ? text : null;
}

/** Whole days from a to b (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((utcMidnight(b) - utcMidnight(a)) / 86_400_000);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    // h23: some ICU versions print midnight as "24" with hour12:false.
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a time zone name Intl knows (IANA names such as Australia/Sydney, or UTC). */
export function isTimeZone(name: string): boolean {
  try {
    formatter(name);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading in a time zone at an instant (ms since epoch). */
export function wallClock(ms: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(ms)) if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return { year: parts.year, month: parts.month, day: parts.day, hour: parts.hour, minute: parts.minute, second: parts.second };
}

/** The calendar day in a time zone at an instant. */
export function dayIn(ms: number, timeZone: string): string {
  const w = wallClock(ms, timeZone);
  return isoDate(w.year, w.month, w.day);
}

function offsetAt(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second) - Math.floor(ms / 1000) * 1000;
}

/**
 * The instant a wall-clock time in a time zone names. A time skipped by a DST change
 * resolves to the instant after the gap; a repeated hour to one of its two readings (both
 * fall on the same calendar day, which is all availability needs).
 */
export function zonedToInstant(w: WallClock, timeZone: string): number {
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const first = asUtc - offsetAt(asUtc, timeZone);
  const second = asUtc - offsetAt(first, timeZone);
  if (first === second) return first;
  // Either side of a DST change: prefer the reading that maps back to the same wall time.
  const back = (ms: number) => {
    const b = wallClock(ms, timeZone);
    return Date.UTC(b.year, b.month - 1, b.day, b.hour, b.minute, b.second) === asUtc;
  };
  if (back(Math.min(first, second))) return Math.min(first, second);
  if (back(Math.max(first, second))) return Math.max(first, second);
  return Math.max(first, second);
}
