import { Hono } from 'hono';
import type { ServerDeps } from '../deps';
import type { AvailabilityRequest } from '../../types/content.gen';
import { parseBody } from '../validate-body';
import { buildCalendar } from '../availability/calendar';
import { daysBetween } from '../availability/dates';
import { availabilityFeeds } from '../availability/sources';

/** The longest window one request may ask for: a year, leap day included. */
const MAX_WINDOW_DAYS = 366;

/**
 * The booking calendar's availability: POST {start_date, end_date} → one entry per day with
 * available/blocked, merged from the property's iCal feeds (or the owner's calendar file).
 * Once any feed has been read, an upstream outage serves the last good copy marked stale
 * instead of failing, so the calendar never suddenly shows booked nights as free.
 */
export function availabilityRoutes(deps: ServerDeps): Hono {
  const feeds = availabilityFeeds(deps);
  const app = new Hono();

  app.post('/', async (c) => {
    // Bookings change by the minute; the feed cache here is the only cache.
    c.header('cache-control', 'no-store');
    const parsed = await parseBody<AvailabilityRequest>(c, 'availability-request');
    if (!parsed.ok) return parsed.response;
    const { start_date, end_date } = parsed.data;
    const span = daysBetween(start_date, end_date);
    if (span < 0) return c.json({ error: 'Invalid request', fields: { end_date: 'must be on or after start_date' } }, 400);
    if (span > MAX_WINDOW_DAYS) {
      return c.json({ error: 'Invalid request', fields: { end_date: `must be at most ${MAX_WINDOW_DAYS} days after start_date` } }, 400);
    }

    const { kind, readings, missing } = await feeds.read();
    if (!readings.length) {
      return c.json({ error: `Availability is temporarily unavailable: ${missing.map((m) => m.reason).join('; ')}` }, 502);
    }
    const calendar = buildCalendar(start_date, end_date, readings.flatMap((r) => r.ranges));
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
