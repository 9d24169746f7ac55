import { css } from 'styled-components';

// The calendar's box is reserved before its code loads, so the placeholder and the loaded
// picker must agree on one height: month header + day names + six weeks (the most a month
// needs). The sizes are custom properties set on the reserved box; the picker inside reads them.
export const calendarSizes = (roomy: boolean) => css`
  --cal-head: 44px;
  --cal-gap: 8px;
  --cal-names: 28px;
  --cal-week: 44px;
  --cal-day: 40px;
  ${roomy &&
  css`
    @media (min-width: 1024px) {
      --cal-head: 48px;
      --cal-week: 52px;
      --cal-day: 46px;
    }
  `}
  height: calc(var(--cal-head) + var(--cal-gap) + var(--cal-names) + 6 * var(--cal-week));
`;

/** Viewport width from which the booking calendar shows two months side by side. */
export const TWO_MONTHS_QUERY = '(min-width: 760px)';
