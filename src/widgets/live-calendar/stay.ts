// Choosing a stay on the calendar: an arrival day, then a departure day, every night between
// them free. Pure rules, so the browser calendar and the unit tests share them.
import { addDays } from './window';

export type BusyKind = 'booked' | 'blocked';

export interface Stay {
  arrival?: string;
  departure?: string;
}

export interface StayRules {
  /** First bookable day (today at the property). */
  today: string;
  /** Last day the availability reply covers. */
  last: string;
  /** Nights that cannot be booked, and why. */
  busy: ReadonlyMap<string, BusyKind>;
  minNights: number;
}

/** Nights from arrival to departure. */
export const nightsBetween = (arrival: string, departure: string) =>
  Math.round((Date.parse(departure + 'T00:00:00Z') - Date.parse(arrival + 'T00:00:00Z')) / 86_400_000);

/** A night a stay can begin on. */
const canArrive = (day: string, r: StayRules) => day >= r.today && day < r.last && !r.busy.has(day);

/**
 * The first taken night after `arrival` (or the window's end): the latest possible departure.
 * Leaving on the morning another guest arrives is fine, so that day itself can be a departure.
 */
function latestDeparture(arrival: string, r: StayRules): string {
  let d = addDays(arrival, 1);
  while (d < r.last && !r.busy.has(d)) d = addDays(d, 1);
  return d;
}

/** A day the visitor can pick now: a departure within reach of the arrival, or a new arrival. */
export function canPick(day: string, stay: Stay, r: StayRules): boolean {
  if (stay.arrival && !stay.departure && day > stay.arrival && day <= latestDeparture(stay.arrival, r)) return true;
  return canArrive(day, r);
}

type PickResult = { stay: Stay; note?: 'min-stay' };

/**
 * What picking `day` does: the first pick (or one before the arrival, or after a complete stay)
 * sets the arrival; a later one within reach sets the departure, unless the stay would be
 * shorter than the minimum, which keeps the arrival and says why.
 */
export function pick(day: string, stay: Stay, r: StayRules): PickResult {
  const { arrival, departure } = stay;
  if (arrival && !departure && day > arrival && day <= latestDeparture(arrival, r)) {
    if (nightsBetween(arrival, day) < r.minNights) return { stay, note: 'min-stay' };
    return { stay: { arrival, departure: day } };
  }
  return canArrive(day, r) ? { stay: { arrival: day } } : { stay };
}

/**
 * The booking page's address for a stay, from site.yaml's template: {arrival}, {departure}
 * and {nights} are filled in (dates as YYYY-MM-DD).
 */
export function bookingUrl(template: string, arrival: string, departure: string): string {
  const values: Record<string, string> = { arrival, departure, nights: String(nightsBetween(arrival, departure)) };
  return template.replace(/\{(arrival|departure|nights)\}/g, (_, k: string) => encodeURIComponent(values[k]));
}
