// The live availability calendar, in plain DOM code: it sits in the first screen of the home
// page, where a framework's start-up cost would hold up the visitor's first taps. The frame,
// legend and loading box are prerendered (calendar.tsx); this fills the reserved box.
import { observeAvailability, type AvailabilityEntry } from './cache';
import type { CalendarProps } from './calendar-props';
import { TWO_MONTHS_QUERY } from './layout';
import { WEEKDAYS, dayName, monthName, monthOf, monthWeeks, monthsFrom, shiftMonth, shortName } from './month';
import { bookingUrl, canPick, nightsBetween, pick, type BusyKind, type Stay, type StayRules } from './stay';
import { busySummary, updatedText } from './summary';
import { addDays, availabilityWindow } from './window';
import { dayWith } from './zone-offsets';
import { monthStyles } from './month-styles';
import { addScriptStyles } from '../../core/script-styles';

const chevron = (d: string) =>
  `<svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="${d}"/></svg>`;
const PREV = chevron('m15 18-6-6 6-6');
const NEXT = chevron('m9 18 6-6-6-6');

const attr = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

const reasons: Record<BusyKind, string> = { booked: 'Booked', blocked: 'Closed by the host' };
const BEYOND = 'Not in this calendar yet: check the booking page';

function busyDays(entry: AvailabilityEntry): Map<string, BusyKind> {
  const busy = new Map<string, BusyKind>();
  for (const d of entry.data?.calendar ?? []) {
    if (d.blocked) busy.set(d.date, 'blocked');
    else if (!d.available) busy.set(d.date, 'booked');
  }
  return busy;
}

export function enhance(root: HTMLElement, data: { props: CalendarProps }, id: string) {
  const props = data.props;
  const area = root.querySelector<HTMLElement>('.cal-area');
  const synced = root.querySelector<HTMLElement>('.cal-synced');
  const summary = root.querySelector<HTMLElement>('.cal-summary');
  const stayLine = root.querySelector<HTMLElement>('.cal-stay');
  if (!area) return;
  addScriptStyles('calendar-months', monthStyles);

  const dates = availabilityWindow(props.timeZone, Date.now(), (ms) => dayWith(props.zone, props.timeZone, ms));
  const rules: StayRules = { today: dates.start_date, last: dates.end_date, busy: new Map(), minNights: props.booking?.minNights ?? 1 };
  const firstMonth = monthOf(rules.today);
  const lastMonth = monthOf(rules.last);
  const picking = Boolean(props.booking);
  const wide = props.twoMonths ? matchMedia(TWO_MONTHS_QUERY) : undefined;
  let stay: Stay = {};
  let view = firstMonth;
  let focusDay = rules.today;
  let ready = false;
  // Until the visitor pages or moves, the compact calendar may still open where a stay can begin.
  let placed = false;
  let syncedAt: string | undefined;

  const months = () => (wide?.matches ? 2 : 1);

  function dayState(day: string): { cls: string; reason?: string; usable: boolean } {
    const kind = rules.busy.get(day);
    const usable = picking && canPick(day, stay, rules);
    let cls = 'day';
    let reason: string | undefined;
    if (day < rules.today) cls += ' day-past';
    else if (day > rules.last) (cls += ' day-beyond'), (reason = BEYOND);
    else if (kind) (cls += ` day-${kind}`), (reason = reasons[kind]);
    else cls += ' day-free';
    if (day === rules.today) cls += ' day-today';
    if (stay.arrival === day) cls += ' day-start';
    if (stay.departure === day) cls += ' day-end';
    if (stay.arrival && stay.departure && day > stay.arrival && day < stay.departure) cls += ' day-range';
    return { cls, reason, usable };
  }

  function spokenState(day: string, reason?: string): string {
    const parts = [dayName(day)];
    if (stay.arrival === day) parts.push('your arrival');
    if (stay.departure === day) parts.push('your departure');
    if (day < rules.today) parts.push('past');
    else if (reason) parts.push(reason.toLowerCase());
    else parts.push('available');
    return parts.join(', ');
  }

  function cell(day: string | null): string {
    if (!day) return '<td></td>';
    const { cls, reason, usable } = dayState(day);
    const title = reason ? ` title="${reason}"` : '';
    const n = Number(day.slice(8));
    if (!picking) {
      return `<td class="${cls}"${title}><span class="n" aria-hidden="true">${n}</span><span class="visually-hidden">${spokenState(day, reason)}</span></td>`;
    }
    const tab = day === focusDay ? '0' : '-1';
    const pressed = stay.arrival === day || stay.departure === day;
    return `<td><button type="button" class="${cls}" data-date="${day}" tabindex="${tab}" aria-label="${spokenState(day, reason)}"${title}${usable ? '' : ' aria-disabled="true"'}${pressed ? ' aria-pressed="true"' : ''}><span class="n">${n}</span></button></td>`;
  }

  function monthHtml(month: string, i: number, count: number): string {
    const head = `${id}-m${i}`;
    const prev =
      i === 0 ? `<button type="button" class="cal-nav" data-step="-1" aria-label="Previous month"${month <= firstMonth ? ' disabled' : ''}>${PREV}</button>` : '<span></span>';
    const next =
      i === count - 1
        ? `<button type="button" class="cal-nav" data-step="1" aria-label="Next month"${month >= lastMonth ? ' disabled' : ''}>${NEXT}</button>`
        : '<span></span>';
    const names = WEEKDAYS.map((w) => `<th scope="col" abbr="${w}">${w.slice(0, 2)}</th>`).join('');
    const weeks = monthWeeks(month)
      .map((w) => `<tr>${w.map(cell).join('')}</tr>`)
      .join('');
    return (
      `<div class="cal-month"><div class="cal-head">${prev}<h3 id="${head}">${monthName(month)}</h3>${next}</div>` +
      `<table${picking ? ' role="grid"' : ''} aria-labelledby="${head}"><thead><tr>${names}</tr></thead><tbody>${weeks}</tbody></table></div>`
    );
  }

  function render(moveFocus = false) {
    const count = months();
    // Two months never page past the window's last month.
    const latest = shiftMonth(lastMonth, 1 - count);
    if (view > latest) view = latest < firstMonth ? firstMonth : latest;
    const shown = Array.from({ length: count }, (_, i) => shiftMonth(view, i));
    area!.innerHTML = `<div class="cal" role="group" aria-label="${attr(props.label)}" translate="no">${shown.map((m, i) => monthHtml(m, i, count)).join('')}</div>`;
    if (moveFocus) area!.querySelector<HTMLElement>(`[data-date="${focusDay}"]`)?.focus();
    renderStay();
  }

  function renderStay(note?: 'min-stay') {
    if (!stayLine || !picking || !ready) return;
    const clear = '<button type="button" class="cal-clear">Clear dates</button>';
    const { arrival, departure } = stay;
    if (arrival && departure) {
      const nights = nightsBetween(arrival, departure);
      const href = bookingUrl(props.booking!.template, arrival, departure);
      stayLine.innerHTML =
        `<p><strong>${shortName(arrival)} – ${shortName(departure)}</strong> · ${nights} night${nights === 1 ? '' : 's'}</p>` +
        `<a class="cal-book" href="${attr(href)}" target="_blank" rel="noopener noreferrer">Book these dates<span class="visually-hidden"> (opens in a new tab)</span></a>${clear}`;
    } else if (arrival) {
      const text =
        note === 'min-stay'
          ? `The minimum stay is ${rules.minNights} nights: pick a departure from ${shortName(addDays(arrival, rules.minNights))}.`
          : `Arriving ${shortName(arrival)}: now pick your departure day.`;
      stayLine.innerHTML = `<p>${text}</p>${clear}`;
    } else {
      stayLine.innerHTML = '<p>Pick an arrival and a departure day to book them.</p>';
    }
  }

  /**
   * The home page's one month opens on the month of the first free night: late in a month that
   * is all past or booked, this month would show nothing to pick.
   */
  function openOnFirstFree() {
    placed = true;
    for (let d = rules.today; d <= rules.last; d = addDays(d, 1)) {
      if (rules.busy.has(d)) continue;
      view = monthOf(d);
      focusDay = d;
      return;
    }
  }

  function show(entry: AvailabilityEntry) {
    if (!entry.data && !(entry.error && !entry.fetching)) return;
    // A failed request still shows the calendar, with no taken nights (SPEC §8).
    rules.busy = busyDays(entry);
    if (props.compact && entry.data && !placed) openOnFirstFree();
    ready = true;
    syncedAt = entry.data?.synced_at;
    render(area!.contains(document.activeElement));
    if (synced) synced.textContent = syncedAt ? updatedText(syncedAt, Date.now()) : '';
    if (summary) summary.textContent = entry.data ? busySummary(rules.busy) : '';
  }

  function goTo(day: string) {
    placed = true;
    // Keyboard moves stay inside the months the calendar can show.
    const lo = `${firstMonth}-01`;
    const hi = addDays(`${shiftMonth(lastMonth, 1)}-01`, -1);
    focusDay = day < lo ? lo : day > hi ? hi : day;
    const m = monthOf(focusDay);
    if (m < view) view = m;
    else if (monthsFrom(view, m) >= months()) view = shiftMonth(m, 1 - months());
    render(true);
  }

  const onClick = (e: MouseEvent) => {
    const target = e.target as Element;
    const nav = target.closest<HTMLButtonElement>('.cal-nav');
    if (nav) {
      placed = true;
      view = shiftMonth(view, Number(nav.dataset.step));
      render();
      area.querySelector<HTMLElement>(`.cal-nav[data-step="${nav.dataset.step}"]:not(:disabled)`)?.focus();
      return;
    }
    if (target.closest('.cal-clear')) {
      stay = {};
      render();
      area.querySelector<HTMLElement>('[data-date][tabindex="0"]')?.focus();
      return;
    }
    const day = target.closest<HTMLElement>('[data-date]');
    if (!day || day.getAttribute('aria-disabled') === 'true') return;
    focusDay = day.dataset.date!;
    const result = pick(focusDay, stay, rules);
    stay = result.stay;
    render(true);
    if (result.note) renderStay(result.note);
  };

  const steps: Record<string, (d: string) => string> = {
    ArrowLeft: (d) => addDays(d, -1),
    ArrowRight: (d) => addDays(d, 1),
    ArrowUp: (d) => addDays(d, -7),
    ArrowDown: (d) => addDays(d, 7),
    Home: (d) => addDays(d, -((new Date(d + 'T00:00:00Z').getUTCDay() + 6) % 7)),
    End: (d) => addDays(d, 6 - ((new Date(d + 'T00:00:00Z').getUTCDay() + 6) % 7)),
    PageUp: (d) => `${shiftMonth(monthOf(d), -1)}-${d.slice(8)}`,
    PageDown: (d) => `${shiftMonth(monthOf(d), 1)}-${d.slice(8)}`,
  };
  const onKey = (e: KeyboardEvent) => {
    const day = (e.target as Element).closest<HTMLElement>('[data-date]');
    const step = steps[e.key];
    if (!day || !step) return;
    e.preventDefault();
    let next = step(day.dataset.date!);
    // 31 March, one month on, is the last day of April (addDays normalises "31 April" to 1 May).
    while (addDays(next, 0) !== next) next = `${next.slice(0, 8)}${String(Number(next.slice(8)) - 1).padStart(2, '0')}`;
    goTo(next);
  };

  const onWidth = () => ready && render();
  const timer = setInterval(() => synced && syncedAt && (synced.textContent = updatedText(syncedAt, Date.now())), 30_000);
  area.addEventListener('click', onClick);
  area.addEventListener('keydown', onKey);
  stayLine?.addEventListener('click', onClick);
  wide?.addEventListener('change', onWidth);
  const stop = observeAvailability(props.backend, dates, show);

  return {
    unmount() {
      stop();
      clearInterval(timer);
      wide?.removeEventListener('change', onWidth);
    },
  };
}
