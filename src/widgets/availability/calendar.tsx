import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { keyframes, styled } from 'styled-components';
import { useSite } from '../../app/site-context';
import { useAvailability, type AvailabilityReply } from '../../state/availability';
import { calendarSizes } from './layout';
import type { BusyKind, PickerProps } from './picker';
import { addDays, availabilityWindow } from './window';

type Picker = ComponentType<PickerProps>;

// Kept once loaded, so a calendar mounted again (navigating back) shows at once.
let loadedPicker: Picker | undefined;

function loadPicker(): Promise<Picker> {
  return import('./picker').then((m) => (loadedPicker = m.AvailabilityPicker));
}

function busyDays(reply: AvailabilityReply | undefined): Map<string, BusyKind> {
  const busy = new Map<string, BusyKind>();
  for (const d of reply?.calendar ?? []) {
    if (d.blocked) busy.set(d.date, 'blocked');
    else if (!d.available) busy.set(d.date, 'booked');
  }
  return busy;
}

const dayMonth = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'long', timeZone: 'UTC' });
const spoken = (date: string) => dayMonth.format(Date.parse(date + 'T00:00:00Z'));
const reasons: Record<BusyKind, string> = { booked: 'booked', blocked: 'closed by the host' };

/**
 * The taken nights as sentences. Arrow keys in the grid skip disabled days, so screen-reader
 * users get the list in words as well.
 */
export function busySummary(busy: ReadonlyMap<string, BusyKind>): string {
  const runs: { from: string; to: string; kind: BusyKind }[] = [];
  for (const [date, kind] of [...busy].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const last = runs[runs.length - 1];
    if (last && last.kind === kind && addDays(last.to, 1) === date) last.to = date;
    else runs.push({ from: date, to: date, kind });
  }
  if (!runs.length) return 'Every night in the next 90 days is available.';
  const span = (from: string, to: string) =>
    from === to ? spoken(from) : `${from.slice(0, 7) === to.slice(0, 7) ? Number(from.slice(8)) : spoken(from)} to ${spoken(to)}`;
  const parts = runs.map((r) => `${span(r.from, r.to)} (${reasons[r.kind]})`);
  return `Nights not available in the next 90 days: ${parts.join('; ')}.`;
}

/** Re-renders every half minute so "updated N minutes ago" stays true. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(t);
  }, []);
  return now;
}

export function updatedText(syncedAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(syncedAt)) / 60_000));
  if (minutes < 1) return 'Availability updated just now';
  if (minutes < 120) return `Availability updated ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  return `Availability updated ${Math.floor(minutes / 60)} hours ago`;
}

function Updated({ syncedAt }: { syncedAt: string }) {
  const now = useNow();
  return <>{updatedText(syncedAt, now)}</>;
}

/**
 * The availability calendar both widgets share: a box of the final size that says
 * 'Loading availability...' until react-datepicker (a lazy chunk) and the reply have both
 * arrived, then the calendar with booked and closed days struck through, a legend and the
 * time of the last sync. The prerender and the hydrating render always show the loading box.
 * When the request fails the calendar still appears, with no blocked dates (SPEC §8).
 */
export function LiveCalendar({ twoMonths = false, label, compact = false }: { twoMonths?: boolean; label: string; compact?: boolean }) {
  const site = useSite();
  const timeZone = site.property.timeZone;
  const dates = useMemo(() => availabilityWindow(timeZone), [timeZone]);
  const entry = useAvailability(site, dates);
  const [Picker, setPicker] = useState<Picker | undefined>(() => loadedPicker);
  const [broken, setBroken] = useState(false);

  useEffect(() => {
    if (Picker) return;
    let live = true;
    loadPicker().then(
      (p) => live && setPicker(() => p),
      (err) => {
        console.error('The calendar could not be loaded:', err);
        if (live) setBroken(true);
      },
    );
    return () => {
      live = false;
    };
  }, [Picker]);

  const reply = entry?.data;
  const busy = useMemo(() => busyDays(reply), [reply]);
  const answered = Boolean(reply || (entry?.error && !entry.fetching));
  const ready = Picker && answered;

  return (
    <Frame $compact={compact}>
      <Area $roomy={twoMonths}>
        {ready ? (
          <Picker today={dates.start_date} last={dates.end_date} busy={busy} twoMonths={twoMonths} label={label} />
        ) : broken ? (
          <Notice role="status">
            <p>The calendar could not be loaded. The booking page shows every available date.</p>
          </Notice>
        ) : (
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
        )}
      </Area>
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
      <Synced>{ready && reply?.synced_at ? <Updated syncedAt={reply.synced_at} /> : null}</Synced>
      {ready && reply && <p className="visually-hidden">{busySummary(busy)}</p>}
    </Frame>
  );
}

const Frame = styled.div<{ $compact: boolean }>`
  display: grid;
  gap: ${(p) => (p.$compact ? '14px' : '18px')};
  font-size: ${(p) => (p.$compact ? '0.92rem' : '0.95rem')};
`;

const Area = styled.div<{ $roomy: boolean }>`
  ${(p) => calendarSizes(p.$roomy)}
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
  font-size: 0.72rem;
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
  font-size: 0.88rem;
`;
