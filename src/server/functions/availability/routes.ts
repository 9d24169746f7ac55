import { Hono } from 'hono';
import type { ServerDeps } from '../../deps';
import type { AvailabilityRequest } from '../../../core/types/content.gen';
import { parseBody } from '../../validate-body';
import { buildCalendar } from '../../availability/calendar';
import { addDays, dayIn, daysBetween, parseDay } from '../../../core/dates';
import { availabilityFeeds, type AvailabilityFeeds } from '../../availability/sources';
import { rangesIn } from '../../availability/packed';
import request from './request.schema.json' with { type: 'json' };

/** The longest window one request may ask for: a year, leap day included. */
const MAX_WINDOW_DAYS = 366;
/** Days a request may reach back (a visitor just past midnight in another zone) and ahead. */
const DAYS_BACK = 1;
const DAYS_AHEAD = 730;

/**
 * The booking calendar's availability: POST {start_date, end_date} → one entry per day with
 * available/blocked, merged from the property's iCal feeds (or the owner's calendar file).
 * Once any feed has been read, an upstream outage serves the last good copy marked stale
 * instead of failing, so the calendar never suddenly shows booked nights as free.
 */
export function availabilityRoutes(deps: ServerDeps, feeds: AvailabilityFeeds = availabilityFeeds(deps)): Hono {
  const app = new Hono();

  app.post('/', async (c) => {
    // Bookings change by the minute; the feed cache here is the only cache.
    c.header('cache-control', 'no-store');
    const parsed = await parseBody<AvailabilityRequest>(c, request);
    if (!parsed.ok) return parsed.response;
    const { start_date, end_date } = parsed.data;
    const fields = windowErrors(start_date, end_date, dayIn(deps.now(), deps.site.property.timeZone));
    if (Object.keys(fields).length) return c.json({ error: 'Invalid request', fields }, 400);

    const { kind, readings, missing } = await feeds.read();
    if (!readings.length) {
      // Feed hosts and network error codes are for the log, not for visitors.
      deps.log.error(`Availability unavailable: ${missing.map((m) => m.reason).join('; ')}`);
      return c.json({ error: 'Availability is temporarily unavailable. Please try again in a few minutes.' }, 502);
    }
    const calendar = buildCalendar(start_date, end_date, readings.flatMap((r) => rangesIn(r.ranges, start_date, end_date)));
    const syncedAt = Math.min(...readings.map((r) => r.syncedAt));
    return c.json({
      calendar,
      synced_at: new Date(syncedAt).toISOString(),
      source: kind,
      // A feed that never loaded counts too: its bookings are missing from this calendar.
      stale: missing.length > 0 || readings.some((r) => r.stale),
    });
  });

  return app;
}

/**
 * Per-field reasons a window cannot be served: each day real and within yesterday … two years
 * ahead in the property's zone, end not before start, at most a year long.
 */
function windowErrors(start: string, end: string, today: string): Record<string, string> {
  const first = addDays(today, -DAYS_BACK);
  const last = addDays(today, DAYS_AHEAD);
  const fields: Record<string, string> = {};
  for (const [name, value] of [['start_date', start], ['end_date', end]] as const) {
    if (!parseDay(value)) fields[name] = 'must be a real date (YYYY-MM-DD)';
    else if (daysBetween(first, value) < 0 || daysBetween(value, last) < 0) fields[name] = `must be between ${first} and ${last}`;
  }
  if (Object.keys(fields).length) return fields;
  const span = daysBetween(start, end);
  if (span < 0) fields.end_date = 'must be on or after start_date';
  else if (span > MAX_WINDOW_DAYS) fields.end_date = `must be at most ${MAX_WINDOW_DAYS} days after start_date`;
  return fields;
}
