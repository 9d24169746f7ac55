import { keyframes, styled } from 'styled-components';
import { useSite } from '../../core/site-context';
import { Island } from '../../islands/island';
import calendarIsland from './island';
import type { CalendarProps } from './calendar-props';
import { calendarSizes } from './layout';
import { zoneOffsets } from './zone-offsets';
import { text } from '../../theme/type-scale';

/**
 * The availability calendar both widgets share, as an island: a box of the final size that
 * says 'Loading availability...' until client.ts has the reply and draws the months
 * in it, the legend, the time of the last sync and, when the booking page takes dates, the
 * stay the visitor picked with a link to book it.
 */
export function LiveCalendar({ twoMonths = false, label, compact = false }: { twoMonths?: boolean; label: string; compact?: boolean }) {
  const site = useSite();
  const { url, anonKey, functions } = site.backend;
  const { datesUrl } = site.booking;
  const props: CalendarProps = {
    label,
    twoMonths,
    compact,
    timeZone: site.property.timeZone,
    // From yesterday, so a page built late in the day still covers its first visitors.
    zone: zoneOffsets(site.property.timeZone, Math.floor(Date.now() / 3_600_000) * 3_600_000 - 86_400_000),
    backend: { url, anonKey, fn: functions.availability },
    booking: datesUrl ? { template: datesUrl, minNights: site.property.minimumStayNights } : undefined,
  };
  return <Island island={calendarIsland} component={CalendarFrame} props={props} />;
}

/** The calendar's prerendered frame; the island's script brings it to life. */
function CalendarFrame({ twoMonths, compact, booking }: CalendarProps) {
  const site = useSite();
  return (
    <Frame $compact={compact}>
      <Area className="cal-area" $roomy={twoMonths}>
        <Notice role="status">
          <Spinner aria-hidden="true" className="js-only" />
          <p className="js-only">Loading availability...</p>
          {/* Shown only when scripts do not run: the calendar is all script. */}
          <p className="no-js">
            The calendar needs JavaScript.{' '}
            <a href={site.booking.url} target="_blank" rel="noopener noreferrer">
              See the available dates on the booking page<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
            .
          </p>
        </Notice>
      </Area>
      {booking && <StayLine className="cal-stay" aria-live="polite" />}
      <Legend aria-label="Calendar key">
        <li>
          <Swatch className="free" aria-hidden="true">
            14
          </Swatch>
          Available
        </li>
        <li>
          <Swatch className="booked" aria-hidden="true">
            <s>14</s>
          </Swatch>
          Booked
        </li>
        <li>
          <Swatch className="blocked" aria-hidden="true">
            <s>14</s>
          </Swatch>
          Closed
        </li>
        <li>
          <Swatch className="today" aria-hidden="true">
            14
          </Swatch>
          Today
        </li>
      </Legend>
      <Synced className="cal-synced" />
      <p className="visually-hidden cal-summary" />
    </Frame>
  );
}

const Frame = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${(p) => (p.$compact ? '14px' : '18px')};
  font-size: ${(p) => (p.$compact ? text.sm : text.md)};
`;

// The months are drawn by client.ts, which brings their styles (month-styles.ts).
const Area = styled.div<{ $roomy: boolean }>`
  ${(p) => calendarSizes(p.$roomy)}
  /* Its size is fixed, so redrawing the months never makes the browser lay out the page again. */
  contain: strict;
`;

// The picked stay and its booking link; its height is kept so picking moves nothing below it.
const StayLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 14px;
  min-height: 44px;
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Notice = styled.div`
  height: 100%;
  display: grid;
  place-content: center;
  justify-items: center;
  gap: 14px;
  text-align: center;
  color: var(--c-muted);
  border-radius: calc(var(--radius) - 6px);
  background: color-mix(in srgb, var(--c-surface-alt) 55%, var(--c-surface));
  p { margin: 0; max-width: 32ch; font-weight: 500; }
  html.js & .no-js, html:not(.js) & .js-only { display: none; }
`;

const Spinner = styled.span`
  width: 34px;
  height: 34px;
  border-radius: 50%;
  border: 3px solid color-mix(in srgb, var(--c-primary) 20%, transparent);
  border-top-color: var(--c-primary);
  animation: ${spin} 0.9s linear infinite;
`;

const Legend = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 10px 20px;
  color: var(--c-muted);
  font-size: 0.9em;
  li { display: inline-flex; align-items: center; gap: 8px; }
  @media (max-width: 479px) {
    display: grid;
    grid-template-columns: repeat(2, max-content);
    column-gap: 28px;
  }
`;

// Miniature days, styled as the calendar styles them.
const Swatch = styled.span`
  display: inline-grid;
  place-items: center;
  width: 28px;
  height: 28px;
  border-radius: 50%;
  font-size: ${text.xs};
  font-variant-numeric: tabular-nums;
  color: var(--c-text);
  s { color: var(--c-muted); text-decoration-thickness: 1.5px; text-decoration-color: var(--c-accent); }
  &.free { font-weight: 700; background: color-mix(in srgb, var(--c-primary) 13%, var(--c-surface)); }
  &.blocked {
    background: repeating-linear-gradient(-45deg, transparent 0 4px, color-mix(in srgb, var(--c-muted) 26%, transparent) 4px 5px);
  }
  &.today { font-weight: 700; background: color-mix(in srgb, var(--c-primary) 13%, var(--c-surface)); box-shadow: inset 0 0 0 2px var(--c-primary); }
`;

const Synced = styled.p`
  margin: 0;
  line-height: 1.5;
  min-height: 1.5em;
  color: var(--c-muted);
  font-size: ${text.sm};
`;
