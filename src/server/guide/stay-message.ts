import type { SiteConfig } from '../../core/types/content.gen';
import { placeholderValues } from '../../core/facts';
import { formatCode, GUIDE_PATH } from '../../core/guide-code';
import { stayLink, type StayAccess } from './access';
import { dayAt } from './stay-lines';

/** A day as a guest reads it: "Saturday 12 December". */
const longDay = (day: string) => new Date(`${day}T12:00:00Z`).toLocaleDateString('en-AU', { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long' });

/**
 * What the host pastes into the booking platform's chat for one stay (`npm run guide-links`):
 * a greeting, with the guest's first name where the feed gives one, the stay's days, the guide's
 * link and code, when they open and until when, and the host's phone. Facts come from site.yaml.
 */
export function stayMessage(a: StayAccess, site: SiteConfig, now: number): string {
  const f = placeholderValues(site);
  const { timeZone } = site.property;
  const opens = now >= a.opensAt ? 'It is open now' : `It opens on ${longDay(dayAt(a.opensAt, timeZone))}`;
  return [
    `Hi ${a.stay.guest?.split(' ')[0] ?? 'there'},`,
    '',
    `Thank you for booking ${site.brand.name}: we look forward to having you from ${longDay(a.stay.start)} (check-in from ${f.checkIn}) to ${longDay(a.stay.end)} (check-out by ${f.checkOut}).`,
    '',
    `Everything for your stay (WiFi, check-in, parking, the local area) is in your guide: ${stayLink(site.baseUrl, a.linkKey)}`,
    `${opens} and works until the end of ${longDay(dayAt(a.closesAt - 1, timeZone))}. If the link doesn't open it, enter the code ${formatCode(a.code)} at ${site.baseUrl}${GUIDE_PATH}`,
    '',
    `Any questions, call or text us on ${site.contact.phone}.`,
  ].join('\n');
}
