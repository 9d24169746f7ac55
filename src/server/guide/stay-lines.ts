import { formatCode } from '../../core/guide-code';
import { daysBetween } from '../../core/dates';
import { stayLink, type StayAccess } from './access';

/** A day as a host reads it: "Sat 12 Dec 2026". */
export const dayName = (day: string) =>
  new Date(`${day}T12:00:00Z`).toLocaleDateString('en-AU', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** The day an instant falls on in the property's zone. */
export const dayAt = (ms: number, timeZone: string) => new Date(ms).toLocaleDateString('en-CA', { timeZone });

/** One stay's access, as `npm run guide-links` prints it and the host's e-mail says it. */
export function stayLines(a: StayAccess, baseUrl: string, timeZone: string): { stay: string; code: string; link: string; works: string } {
  const nights = daysBetween(a.stay.start, a.stay.end);
  // closesAt is the midnight that ends the last day the guide opens.
  const lastDay = dayAt(a.closesAt - 1, timeZone);
  return {
    stay: `${dayName(a.stay.start)} to ${dayName(a.stay.end)} (${nights} night${nights === 1 ? '' : 's'})`,
    code: formatCode(a.code),
    link: stayLink(baseUrl, a.linkKey),
    works: `from ${dayName(dayAt(a.opensAt, timeZone))} to the end of ${dayName(lastDay)}`,
  };
}
