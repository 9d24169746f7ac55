import type { AvailabilityBackend } from './cache';
import type { ZoneOffsets } from './zone-offsets';

/** What the calendar island needs in the browser: serialized on its root at prerender. */
export interface CalendarProps {
  /** Accessible name of the months. */
  label: string;
  /** Two months side by side on wide screens. */
  twoMonths: boolean;
  compact: boolean;
  /** The property's time zone: "today" is today there. */
  timeZone: string;
  /** That zone's UTC offsets for the next years, so the browser needs no Intl to find today. */
  zone: ZoneOffsets;
  backend: AvailabilityBackend;
  /** Present when the booking page accepts dates: the visitor can pick a stay. */
  booking?: { template: string; minNights: number };
}
