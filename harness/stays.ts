import fs from 'node:fs';
import path from 'node:path';
import type { BookedStay } from '../src/server/availability/ical';
import { addDays, dayIn } from '../src/core/dates';
import { stayAccess, type StayAccess } from '../src/server/guide/access';
import { guideAccessSettings } from '../src/core/guide-code';
import type { SiteConfig } from '../src/core/types/content.gen';
import { scratchDir } from './scratch';

/** The server secret the guide tests set (GUIDE_SECRET), so a test derives the codes the server accepts. */
export const GUIDE_SECRET = 'a test secret, only for the guide tests, 40+';

/** A stay of `nights` checking in `inDays` days after the day `now` falls on in the property's zone. */
export function stayFrom(now: number, site: SiteConfig, inDays: number, nights = 3, uid = `stay-${inDays}-${nights}@test.example`): BookedStay {
  const start = addDays(dayIn(now, site.property.timeZone), inDays);
  return { uid, start, end: addDays(start, nights) };
}

const ical = (d: string) => d.replace(/-/g, '');

/** An owner's calendar file (AVAILABILITY_ICS_FILE) with these stays (a stay's guest named as a channel manager does). */
export function writeFeed(stays: BookedStay[], file = path.join(scratchDir('guide-feed'), 'availability.ics')): string {
  const events = stays.map((s) => `BEGIN:VEVENT\r\nUID:${s.uid}\r\nDTSTART;VALUE=DATE:${ical(s.start)}\r\nDTEND;VALUE=DATE:${ical(s.end)}\r\nSUMMARY:${s.guest ? `Reserved - ${s.guest}` : 'Reserved'}\r\nEND:VEVENT\r\n`);
  fs.writeFileSync(file, `BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//guide tests//EN\r\n${events.join('')}END:VCALENDAR\r\n`);
  return file;
}

/** The code, link and window the server gives `stay` under GUIDE_SECRET. */
export const accessOf = (stay: BookedStay, site: SiteConfig, secret = GUIDE_SECRET): StayAccess =>
  stayAccess(secret, stay, guideAccessSettings(site), site.property.timeZone);

/**
 * A calendar with no stay, for tests of the enquiries' e-mail: with SMTP set the server also
 * e-mails the host the stays of its feed (src/server/guide/stay-notices.ts), which they do not count.
 */
export const noStays = () => writeFeed([], path.join(scratchDir('guide-feed'), 'no-stays.ics'));
