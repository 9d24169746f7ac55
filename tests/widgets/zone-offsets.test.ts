import { expect, it } from 'vitest';
import { dayIn } from '../../src/widgets/live-calendar/window';
import { dayWith, zoneOffsets } from '../../src/widgets/live-calendar/zone-offsets';

// Sydney (DST at 2 am), Lord Howe (half-hour DST), Santiago (DST at midnight), Honolulu (none).
for (const tz of ['Australia/Sydney', 'Australia/Lord_Howe', 'America/Santiago', 'Pacific/Honolulu']) {
  it(`finds today in ${tz} from the offset table as Intl does, every 37 minutes for three years`, () => {
    const from = Date.UTC(2026, 10, 24);
    const zone = zoneOffsets(tz, from);
    expect(zone.offsets.length).toBeLessThan(10);
    const wrong: string[] = [];
    for (let t = from; t < zone.until; t += 37 * 60_000) {
      if (dayWith(zone, tz, t) !== dayIn(t, tz)) wrong.push(new Date(t).toISOString());
    }
    expect(wrong).toEqual([]);
    // Outside the table it asks Intl.
    expect(dayWith(zone, tz, zone.until + 3_600_000)).toBe(dayIn(zone.until + 3_600_000, tz));
  });
}
