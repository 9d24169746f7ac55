// The lazily loaded part of the availability calendars: react-datepicker with date-fns (about
// 45 KB gzip as built here), its stylesheet, and the skin that makes it look like the site.
// Only src/widgets/availability/calendar.tsx imports this file, with import() in an effect.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import DatePicker, { type ReactDatePickerCustomHeaderProps } from 'react-datepicker';
import 'react-datepicker/dist/react-datepicker.css';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { styled } from 'styled-components';
import { TWO_MONTHS_QUERY } from './layout';
import { fromPickerDate, toPickerDate } from './window';

export type BusyKind = 'booked' | 'blocked';

export interface PickerProps {
  /** First day that can be booked (today at the property), YYYY-MM-DD. */
  today: string;
  /** Last day the availability reply covers. */
  last: string;
  /** Days that cannot be booked, and why. */
  busy: ReadonlyMap<string, BusyKind>;
  /** Two months side by side on wide screens; one otherwise. */
  twoMonths?: boolean;
  /** Accessible name of the calendar grid. */
  label: string;
}

const busyMessage: Record<BusyKind, string> = {
  booked: 'Booked',
  blocked: 'Closed by the host',
};

const BEYOND_MESSAGE = 'Not in this calendar yet: check the booking page';

function useWide(enabled: boolean): boolean {
  const [wide, setWide] = useState(() => enabled && window.matchMedia(TWO_MONTHS_QUERY).matches);
  useEffect(() => {
    if (!enabled) return;
    const mq = window.matchMedia(TWO_MONTHS_QUERY);
    const update = () => setWide(mq.matches);
    update();
    mq.addEventListener('change', update);
    return () => mq.removeEventListener('change', update);
  }, [enabled]);
  return wide;
}

// The library only stops paging when the first month shown passes maxDate; with two months
// shown that would page on to a month with nothing to show.
const monthIndex = (d: Date) => d.getFullYear() * 12 + d.getMonth();

const monthName = (d: Date) => d.toLocaleDateString('en-AU', { month: 'long', year: 'numeric' });

export function AvailabilityPicker({ today, last, busy, twoMonths = false, label }: PickerProps) {
  const months = useWide(twoMonths) ? 2 : 1;
  const first = useMemo(() => toPickerDate(today), [today]);
  const end = useMemo(() => toPickerDate(last), [last]);

  // Excluded dates are disabled and carry their reason as the cell's title (its accessible
  // description); the days after the window in its last month say why they are closed too.
  const excludeDates = useMemo(() => {
    const list = [...busy].map(([date, kind]) => ({ date: toPickerDate(date), message: busyMessage[kind] }));
    const lastMonthEnd = new Date(end.getFullYear(), end.getMonth() + 1, 0);
    for (let d = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1); d <= lastMonthEnd; d.setDate(d.getDate() + 1)) {
      list.push({ date: new Date(d), message: BEYOND_MESSAGE });
    }
    return list;
  }, [busy, end]);

  const dayClassName = (date: Date) => {
    const day = fromPickerDate(date);
    const kind = busy.get(day);
    if (kind) return `day-${kind}`;
    if (day < today) return 'day-past';
    if (day > last) return 'day-beyond';
    return day === today ? 'day-free day-today' : 'day-free';
  };

  const header = ({ monthDate, customHeaderCount, decreaseMonth, increaseMonth, prevMonthButtonDisabled, nextMonthButtonDisabled }: ReactDatePickerCustomHeaderProps) => (
    <div className="cal-head">
      {customHeaderCount === 0 ? (
        <button type="button" className="cal-nav" onClick={decreaseMonth} disabled={prevMonthButtonDisabled} aria-label="Previous month">
          <ChevronLeft size={18} aria-hidden="true" />
        </button>
      ) : (
        <span />
      )}
      <h3>{monthName(monthDate)}</h3>
      {customHeaderCount === months - 1 ? (
        <button type="button" className="cal-nav" onClick={increaseMonth} disabled={nextMonthButtonDisabled || monthIndex(monthDate) >= monthIndex(end)} aria-label="Next month">
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      ) : (
        <span />
      )}
    </div>
  );

  // A component type: a new one on every render would remount the calendar (and lose its month).
  const container = useMemo(
    () =>
      function CalendarGroup({ className, children }: { className?: string; children?: ReactNode }) {
        return (
          <div className={className} role="group" aria-label={label} translate="no">
            {children}
          </div>
        );
      },
    [label],
  );

  return (
    <Skin>
      <DatePicker
        inline
        monthsShown={months}
        calendarStartDay={1}
        selected={null}
        // Display only: dates are chosen on the booking page, where prices are shown.
        onChange={() => {}}
        openToDate={first}
        minDate={first}
        maxDate={end}
        excludeDates={excludeDates}
        dayClassName={dayClassName}
        renderDayContents={(n) => <span className="n">{n}</span>}
        renderCustomHeader={header}
        calendarContainer={container}
        chooseDayAriaLabelPrefix="Available,"
        disabledDayAriaLabelPrefix="Not available,"
      />
    </Skin>
  );
}

// `&&` doubles the class: react-datepicker's stylesheet arrives after these rules, so equal
// specificity would let its defaults win.
const Skin = styled.div`
  height: 100%;
  && .react-datepicker {
    display: flex;
    gap: clamp(20px, 4vw, 40px);
    width: 100%;
    height: 100%;
    font: inherit;
    font-size: 1rem;
    color: var(--c-text);
    background: transparent;
    border: 0;
    border-radius: 0;
  }
  && .react-datepicker__month-container {
    float: none;
    flex: 1 1 0;
    min-width: 0;
  }
  && .react-datepicker__header {
    background: transparent;
    border: 0;
    padding: 0;
    text-align: center;
  }
  && .cal-head {
    display: grid;
    grid-template-columns: 36px 1fr 36px;
    align-items: center;
    height: var(--cal-head);
    margin-bottom: var(--cal-gap);
  }
  && .cal-head h3 {
    margin: 0;
    font-size: 1.08rem;
    letter-spacing: 0;
  }
  && .cal-nav {
    width: 36px;
    height: 36px;
    display: grid;
    place-items: center;
    padding: 0;
    border-radius: 50%;
    border: 1px solid var(--c-border);
    background: var(--c-surface);
    color: var(--c-text);
    cursor: pointer;
    transition: background-color 0.15s ease, border-color 0.15s ease;
  }
  && .cal-nav:hover:not(:disabled) {
    background: var(--c-surface-alt);
    border-color: color-mix(in srgb, var(--c-primary) 45%, var(--c-border));
  }
  && .cal-nav:disabled {
    opacity: 0.35;
    cursor: default;
  }
  && .react-datepicker__day-names {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    align-items: center;
    height: var(--cal-names);
    margin: 0;
  }
  && .react-datepicker__day-name {
    width: auto;
    margin: 0;
    line-height: 1;
    color: var(--c-muted);
    font-size: 0.74rem;
    font-weight: 600;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  && .react-datepicker__month {
    margin: 0;
  }
  && .react-datepicker__week {
    display: grid;
    grid-template-columns: repeat(7, minmax(0, 1fr));
    align-items: center;
    justify-items: center;
    height: var(--cal-week);
    white-space: normal;
  }
  && .react-datepicker__day {
    position: relative;
    display: grid;
    place-items: center;
    width: var(--cal-day);
    max-width: 100%;
    height: var(--cal-day);
    margin: 0;
    border-radius: 50%;
    line-height: 1;
    font-size: 0.95rem;
    font-variant-numeric: tabular-nums;
    color: var(--c-text);
    background: transparent;
    cursor: default;
    outline-offset: 1px;
  }
  && .react-datepicker__day:focus-visible {
    outline: 3px solid var(--c-primary);
    outline-offset: 1px;
  }
  && .react-datepicker__day--outside-month {
    visibility: hidden;
  }
  && .react-datepicker__day--keyboard-selected,
  && .react-datepicker__day--today {
    font-weight: inherit;
  }
  && .react-datepicker__day--keyboard-selected,
  && .react-datepicker__day:hover {
    background: transparent;
  }
  && .day-free {
    font-weight: 600;
    background: color-mix(in srgb, var(--c-primary) 13%, var(--c-surface));
  }
  && .day-free:hover {
    background: color-mix(in srgb, var(--c-primary) 22%, var(--c-surface));
  }
  && .day-today {
    box-shadow: inset 0 0 0 2px var(--c-primary);
  }
  /* Muted, not faded: disabled days stay readable (AA) for everyone. */
  && .day-past,
  && .day-beyond {
    color: var(--c-muted);
  }
  && .day-booked,
  && .day-blocked {
    color: var(--c-muted);
  }
  && .day-booked .n,
  && .day-blocked .n {
    text-decoration: line-through;
    text-decoration-thickness: 2px;
    text-decoration-color: var(--c-accent);
  }
  && .day-blocked {
    background: repeating-linear-gradient(-45deg, transparent 0 5px, color-mix(in srgb, var(--c-muted) 22%, transparent) 5px 6px);
  }
  /* The reason is the cell's title already; the library's hover bubble would repeat it. */
  && .react-datepicker__day .overlay {
    display: none;
  }
`;
