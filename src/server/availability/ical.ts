import ICAL from 'ical.js';
import { addDays, isoDate, isTimeZone, wallClock, zonedToInstant } from '../../core/dates';

/** A guest stay ('unavailable') or a host's block ('blocked'). */
export type BusyKind = 'unavailable' | 'blocked';

/** Busy calendar days in the property's time zone; end is exclusive (the check-out day). */
export interface BusyRange {
  start: string;
  end: string;
  kind: BusyKind;
  summary: string;
  /** The event's UID, for a single event (a booking never repeats). */
  uid?: string;
}

/** A guest's booking as the feed lists it: its UID and its days (end is the check-out day). */
export interface BookedStay {
  uid: string;
  start: string;
  end: string;
  /** The guest's name, where the feed's summary gives one (a channel manager's "Reserved - Ann Lee"); never part of the stay's identity. */
  guest?: string;
}

export interface ParseOptions {
  /** The property's time zone: every event becomes calendar days there. */
  timeZone: string;
  /** Recurring events are expanded up to this day (inclusive), default no limit but the count. */
  expandUntil?: string;
  /** Occurrences taken from one recurring event at most; a guard against endless rules. */
  maxOccurrences?: number;
  /** Busy periods one feed may spell out in all, recurrences expanded (default 200,000). */
  maxRanges?: number;
  /** Stays (for the guide's access) ending before this day are left out; without it, none are kept. */
  staysFrom?: string;
}

/**
 * The parsing this thread has done: feeds read and recurrence occurrences expanded. The work a
 * hostile feed can cause is bounded in these units, not in seconds, so the tests read them
 * (where a feed was parsed, and how far its rules were spelled out before the cap stopped them).
 */
export const parseWork = { feeds: 0, occurrences: 0 };

/** The text is not a calendar we can trust; the caller keeps its last good copy. */
export class IcalParseError extends Error {
  override name = 'IcalParseError';
}

// Airbnb 'Airbnb (Not available)', Booking.com 'CLOSED - Not available', Vrbo 'Blocked':
// dates the host closed. Anything else ('Reserved', a guest or channel name) is a stay.
const blockedSummary = /not available|unavailable|\bblock(ed)?\b|\bclosed\b/i;
// Smoobu lists each stay three times: the stay, a check-in marker and a check-out marker.
// The check-out marker sits on the departure day, which stays bookable, so it is no busy day.
const checkOutMarker = /\bcheck[\s-]?out\b/i;
// Its check-in marker is a busy day, but the stay itself is the event beside it.
const checkInMarker = /\bcheck[\s-]?in\b/i;

/**
 * At most this many stays (the soonest) are kept for the guide: a year of one guesthouse's
 * bookings is a few hundred, and a hostile feed of 43,000 must cost neither the thread that
 * receives them (each one an object to copy) nor 86,000 HMACs.
 */
export const MAX_STAYS = 1000;

/**
 * The guests' stays among the ranges: single events with a UID that are not a host's block or
 * a check-in marker, ending on or after `from` (older ones open nothing), one per UID and days,
 * the soonest MAX_STAYS of them, by check-in.
 */
export function staysOf(ranges: BusyRange[], from: string): BookedStay[] {
  const seen = new Set<string>();
  const out: BookedStay[] = [];
  for (const r of ranges) {
    if (!r.uid || r.kind !== 'unavailable' || r.end < from || checkInMarker.test(r.summary)) continue;
    const key = `${r.uid}\0${r.start}\0${r.end}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const guest = guestName(r.summary);
    out.push({ uid: r.uid, start: r.start, end: r.end, ...(guest ? { guest } : {}) });
  }
  return out.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0)).slice(0, MAX_STAYS);
}

// What a summary says besides a name: Airbnb's "Reserved", a channel's label around the name.
const genericSummary = /^(reserved|reservation|booked|booking|confirmed|stay|guest|not available|airbnb|vrbo|booking\.com|expedia|direct|owner)$/i;
const aroundName = /^(?:(?:reserved|reservation|booked|booking|confirmed)(?:\s+by)?\s*[-–—:|]?\s+)|\s*[-–—|(]\s*(?:airbnb|vrbo|booking\.com|expedia|direct)\)?$/gi;

/**
 * The guest's name in an event's summary, where there is one ("Reserved - Ann Lee", "Ann Lee
 * (Airbnb)"): Airbnb's "Reserved" names nobody. Controls and invisible characters go, since the
 * host's terminal prints it; at most 60 characters.
 */
export function guestName(summary: string): string | undefined {
  const name = summary.replace(/[\p{Cc}\p{Cf}]/gu, '').replace(aroundName, '').replace(/\s+/g, ' ').trim().slice(0, 60).trim();
  return name && /\p{L}/u.test(name) && !genericSummary.test(name) && !/\d{3}|@/.test(name) ? name : undefined;
}

export function kindOf(summary: string): BusyKind {
  return blockedSummary.test(summary) ? 'blocked' : 'unavailable';
}

type Zones = Map<string, ICAL.Timezone>;

interface Ctx {
  timeZone: string;
  zones: Zones;
}

/** The property-zone day an iCal time falls on, and whether it is that day's midnight. */
function localDay(t: ICAL.Time, tzid: string | undefined, ctx: Ctx): { day: string; midnight: boolean } {
  const wall = { year: t.year, month: t.month, day: t.day, hour: t.hour, minute: t.minute, second: t.second };
  if (t.isDate) return { day: isoDate(t.year, t.month, t.day), midnight: true };
  let instant: number | undefined;
  if (t.zone === ICAL.Timezone.utcTimezone || t.zone?.tzid === 'UTC') {
    instant = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  } else if (tzid && tzid !== ctx.timeZone) {
    const declared = ctx.zones.get(tzid);
    if (isTimeZone(tzid)) instant = zonedToInstant(wall, tzid);
    else if (declared) instant = new ICAL.Time({ ...wall, isDate: false }, declared).toUnixTime() * 1000;
    // An unknown zone without a VTIMEZONE: the best reading is the property's own clock.
  }
  // Floating times and times already in the property's zone are read as they are written.
  const w = instant === undefined ? wall : wallClock(instant, ctx.timeZone);
  return { day: isoDate(w.year, w.month, w.day), midnight: w.hour === 0 && w.minute === 0 && w.second === 0 };
}

function tzidOf(component: ICAL.Component, name: 'dtstart' | 'dtend'): string | undefined {
  const p = component.getFirstProperty(name);
  const tzid = p?.getParameter('tzid');
  return typeof tzid === 'string' ? tzid : undefined;
}

/** Days from the start day up to the day holding the end (exclusive when the end is midnight); at least one. */
function span(start: ICAL.Time, startTzid: string | undefined, end: ICAL.Time | undefined, endTzid: string | undefined, ctx: Ctx) {
  const first = localDay(start, startTzid, ctx).day;
  let last = first;
  if (end) {
    const e = localDay(end, endTzid, ctx);
    last = e.midnight ? e.day : addDays(e.day, 1);
  }
  return { start: first, end: last > first ? last : addDays(first, 1) };
}

function describe(component: ICAL.Component): string {
  const uid = component.getFirstPropertyValue('uid');
  const summary = component.getFirstPropertyValue('summary');
  return `event ${JSON.stringify(String(uid ?? summary ?? '(no UID)'))}`;
}

/** Cancelled and transparent events take no time (RFC 5545 STATUS, TRANSP). */
function takesNoTime(component: ICAL.Component): boolean {
  const status = String(component.getFirstPropertyValue('status') ?? '').toUpperCase();
  const transp = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase();
  return status === 'CANCELLED' || transp === 'TRANSPARENT';
}

function eventRanges(component: ICAL.Component, overrides: ICAL.Component[], opts: ParseOptions, ctx: Ctx): BusyRange[] {
  if (takesNoTime(component)) return [];
  const summary = String(component.getFirstPropertyValue('summary') ?? '').trim();
  if (checkOutMarker.test(summary)) return [];
  if (!component.hasProperty('dtstart')) throw new Error('it has no DTSTART');
  const kind = kindOf(summary);
  const exceptions = overrides.filter((s) => s !== component);
  const event = new ICAL.Event(component, { exceptions });
  const startTzid = tzidOf(component, 'dtstart');
  const endTzid = component.hasProperty('dtend') ? tzidOf(component, 'dtend') : startTzid;

  if (!event.isRecurring()) {
    const uid = component.getFirstPropertyValue('uid');
    return [{ ...span(event.startDate, startTzid, event.endDate, endTzid, ctx), kind, summary, ...(uid != null && String(uid).trim() ? { uid: String(uid).trim() } : {}) }];
  }
  const out: BusyRange[] = [];
  const max = opts.maxOccurrences ?? 1000;
  const it = event.iterator();
  // Without overridden occurrences each one is the event moved in time: ical.js's own answer for
  // that case, with the duration worked out once rather than per occurrence (most of the time
  // a feed of endless rules took to refuse).
  const duration = exceptions.length ? undefined : event.duration;
  const occurrence = (start: ICAL.Time) => {
    if (!duration) return event.getOccurrenceDetails(start);
    const endDate = start.clone();
    endDate.addDuration(duration);
    return { startDate: start, endDate, item: event };
  };
  for (let next = it.next(), n = 0; next && n < max; next = it.next(), n++) {
    parseWork.occurrences++;
    const details = occurrence(next);
    const item = details.item.component;
    if (item !== component && takesNoTime(item)) continue;
    const sTz = item === component ? startTzid : tzidOf(item, 'dtstart');
    const eTz = item === component ? startTzid : item.hasProperty('dtend') ? tzidOf(item, 'dtend') : sTz;
    const r = span(details.startDate, sTz, details.endDate, eTz, ctx);
    if (opts.expandUntil && r.start > opts.expandUntil) break;
    const s = String(item.getFirstPropertyValue('summary') ?? summary).trim();
    out.push({ ...r, kind: kindOf(s), summary: s });
  }
  return out;
}

/**
 * Reads an iCalendar feed (Airbnb, Booking.com, Vrbo, Smoobu, a hand-edited file) into busy
 * day ranges. Throws IcalParseError for anything that is not a well-formed calendar, so a
 * broken download never replaces a good copy. Lines starting with '#' before BEGIN:VCALENDAR
 * are an owner's notes and are skipped.
 */
export function parseIcal(text: string, opts: ParseOptions): BusyRange[] {
  parseWork.feeds++;
  const body = text.replace(/^\uFEFF/, '').replace(/^(?:[ \t]*(?:#[^\n]*)?\r?\n)*/, '');
  if (!body.trim()) throw new IcalParseError('The calendar is empty (no BEGIN:VCALENDAR)');
  if (body.split(/\r?\n/, 1)[0].trim().toUpperCase() !== 'BEGIN:VCALENDAR') {
    const preview = body.slice(0, 40).replace(/[^\x20-\x7e]+/g, ' ').trim();
    throw new IcalParseError(`Not an iCalendar file: it should start with BEGIN:VCALENDAR, not "${preview}"`);
  }
  let roots: ICAL.Component[];
  try {
    const jcal = ICAL.parse(body) as unknown[];
    roots = (Array.isArray(jcal[0]) ? (jcal as unknown[][]) : [jcal]).map((j) => new ICAL.Component(j as never));
  } catch (err) {
    throw new IcalParseError(`Not a valid iCalendar file: ${(err as Error).message.slice(0, 160)}`);
  }
  const ctx: Ctx = { timeZone: opts.timeZone, zones: new Map() };
  const out: BusyRange[] = [];
  // 5 MB of daily rules would expand to tens of millions of days: minutes of work and gigabytes
  // for a calendar no real property has. Real feeds stay far below this (43,000 stays is 4.9 MB).
  const maxRanges = opts.maxRanges ?? 200_000;
  for (const root of roots) {
    if (root.name !== 'vcalendar') throw new IcalParseError(`Not an iCalendar file: found ${root.name.toUpperCase()}, expected VCALENDAR`);
    for (const vtz of root.getAllSubcomponents('vtimezone')) {
      const tz = new ICAL.Timezone(vtz);
      if (tz.tzid) ctx.zones.set(tz.tzid, tz);
    }
    const events = root.getAllSubcomponents('vevent');
    const recurringUids = new Set(events.filter((e) => e.hasProperty('rrule') || e.hasProperty('rdate')).map((e) => e.getFirstPropertyValue('uid')));
    // Overridden occurrences by UID, gathered once: looking them up per event was quadratic.
    const overrides = new Map<unknown, ICAL.Component[]>();
    for (const e of events) {
      const uid = e.getFirstPropertyValue('uid');
      if (uid == null || !e.hasProperty('recurrence-id')) continue;
      overrides.set(uid, [...(overrides.get(uid) ?? []), e]);
    }
    for (const component of events) {
      // An overridden occurrence is expanded through its recurring event.
      if (component.hasProperty('recurrence-id') && recurringUids.has(component.getFirstPropertyValue('uid'))) continue;
      try {
        const uid = component.getFirstPropertyValue('uid');
        for (const r of eventRanges(component, (uid != null && overrides.get(uid)) || [], opts, ctx)) out.push(r);
      } catch (err) {
        throw new IcalParseError(`Invalid ${describe(component)}: ${(err as Error).message.slice(0, 160)}`);
      }
      if (out.length > maxRanges) throw new IcalParseError(`The calendar spells out more than ${maxRanges.toLocaleString('en')} busy periods`);
    }
  }
  return out;
}
