// "Today at the property" without Intl in the browser: the first time-zone formatter a page
// creates costs 50–150 ms on this class of machine, in the home page's first screen. The
// prerender writes the property zone's UTC offsets for the next few years (Intl in Node); the
// calendar adds the offset that applies and reads the date. Past the table it uses Intl again.
import { dayIn } from './window';

export interface ZoneOffsets {
  /** [from instant (ms), UTC offset in minutes], in time order. */
  offsets: [number, number][];
  /** The table says nothing from this instant on. */
  until: number;
}

const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function offsetAt(timeZone: string, ms: number): number {
  let f = formatters.get(timeZone);
  if (!f) formatters.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })));
  const name = f.formatToParts(ms).find((p) => p.type === 'timeZoneName')!.value;
  const m = /GMT([+-])(\d\d):?(\d\d)?/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0)) : 0;
}

/** The zone's offsets from `from` for `years`, each change found to the minute. */
export function zoneOffsets(timeZone: string, from: number, years = 3): ZoneOffsets {
  const until = from + years * 365 * DAY;
  const offsets: [number, number][] = [[from, offsetAt(timeZone, from)]];
  for (let t = from + DAY; t < until; t += DAY) {
    const before = offsets[offsets.length - 1][1];
    if (offsetAt(timeZone, t) === before) continue;
    let lo = t - DAY;
    let hi = t;
    while (hi - lo > 60_000) {
      const mid = Math.floor((lo + hi) / 2 / 60_000) * 60_000;
      if (offsetAt(timeZone, mid) === before) lo = mid;
      else hi = mid;
    }
    offsets.push([hi, offsetAt(timeZone, hi)]);
  }
  return { offsets, until };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar day at an instant in the zone the table describes (Intl outside the table). */
export function dayWith(zone: ZoneOffsets | undefined, timeZone: string, ms: number): string {
  if (!zone || ms < zone.offsets[0][0] || ms >= zone.until) return dayIn(ms, timeZone);
  let offset = zone.offsets[0][1];
  for (const [from, minutes] of zone.offsets) if (from <= ms) offset = minutes;
  const t = new Date(ms + offset * 60_000);
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}
