import { text } from '../../theme/type-scale';

// The months and the picked stay's line as client.ts draws them. The box they fill, its size and
// the loading notice are prerendered with the page's CSS (calendar.tsx); these rules style only
// what the script makes, so they come with it (core/script-styles.ts says why).
const a = '.cal-area';
export const monthStyles = `
${a} .cal { display: flex; gap: clamp(20px, 4vw, 40px); height: 100%; }
${a} .cal-month { flex: 1 1 0; min-width: 0; }
${a} .cal-head { display: grid; grid-template-columns: 36px 1fr 36px; align-items: center; text-align: center; height: var(--cal-head); margin-bottom: var(--cal-gap); }
${a} .cal-head h3 { margin: 0; font-size: ${text.lg}; letter-spacing: 0; }
${a} .cal-nav { width: 36px; height: 36px; display: grid; place-items: center; padding: 0; border-radius: 50%; border: 1px solid var(--c-border); background: var(--c-surface); color: var(--c-text); cursor: pointer; transition: background-color 0.15s ease, border-color 0.15s ease; }
${a} .cal-nav:hover:not(:disabled) { background: var(--c-surface-alt); border-color: color-mix(in srgb, var(--c-primary) 45%, var(--c-border)); }
${a} .cal-nav:disabled { opacity: 0.35; cursor: default; }
${a} table { width: 100%; table-layout: fixed; border-collapse: collapse; }
${a} thead tr { height: var(--cal-names); }
${a} tbody tr { height: var(--cal-week); }
${a} th { padding: 0; color: var(--c-muted); font-size: ${text.xs}; font-weight: 600; letter-spacing: 0.06em; text-transform: uppercase; }
${a} td { padding: 0; text-align: center; }
${a} .day { display: inline-grid; place-items: center; vertical-align: middle; width: var(--cal-day); max-width: 100%; height: var(--cal-day); padding: 0; border: 0; border-radius: 50%; line-height: 1; font-size: ${text.md}; font-variant-numeric: tabular-nums; color: var(--c-text); background: transparent; }
${a} td.day { display: table-cell; }
${a} button.day { cursor: pointer; }
${a} button.day[aria-disabled='true'] { cursor: default; }
${a} .day:focus-visible { outline: 3px solid var(--c-primary); outline-offset: 1px; }
${a} .day-free { font-weight: 600; background: color-mix(in srgb, var(--c-primary) 13%, var(--c-surface)); }
${a} button.day-free:not([aria-disabled='true'], [aria-pressed]):hover { background: color-mix(in srgb, var(--c-primary) 24%, var(--c-surface)); }
${a} .day-today { box-shadow: inset 0 0 0 2px var(--c-primary); }
/* Muted, not faded: days that cannot be picked stay readable (AA) for everyone. */
${a} :is(.day-past, .day-beyond, .day-booked, .day-blocked) { color: var(--c-muted); }
${a} :is(.day-booked, .day-blocked) .n { text-decoration: line-through; text-decoration-thickness: 2px; text-decoration-color: var(--c-accent); }
${a} .day-blocked { background: repeating-linear-gradient(-45deg, transparent 0 5px, color-mix(in srgb, var(--c-muted) 22%, transparent) 5px 6px); }
${a} .day-range { background: color-mix(in srgb, var(--c-primary) 30%, var(--c-surface)); }
${a} :is(.day-start, .day-end) { font-weight: 700; color: var(--c-primary-text); background: var(--c-primary); }
.cal-stay p { margin: 0; flex: 1 1 16ch; color: var(--c-muted); line-height: 1.4; }
.cal-stay p strong { color: var(--c-text); }
.cal-stay .cal-book { display: inline-flex; align-items: center; min-height: 44px; padding: 0 18px; border-radius: 999px; font-weight: 600; text-decoration: none; background: var(--c-primary); color: var(--c-primary-text); }
.cal-stay .cal-clear { min-height: 44px; padding: 0 6px; border: 0; background: none; color: var(--c-primary); font-weight: 600; text-decoration: underline; text-underline-offset: 3px; cursor: pointer; }
`;
