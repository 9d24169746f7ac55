// `npm run dev` only (plugin.ts adds it to every page): a "Sources" toggle at the bottom left.
// When on, every block is outlined; pointing at a block or a piece of its text shows where it is
// written (file:line:col and the path in the YAML), and a click opens the editor there instead
// of following the link or pressing the button under it; with no editor set (LAUNCH_EDITOR), or
// one that failed, the click shows the place in a panel with a button to copy it. Escape or the
// toggle turns it off.
// The marks it reads are <template data-source> elements before each block (src/blocks/render.tsx).

import { blockElements, fieldOf, markOf, type Field, type Place } from './find';

const css = `
  .src-toggle { position: fixed; left: 12px; bottom: 12px; z-index: 2147483000; display: inline-flex; align-items: center; gap: 6px;
    min-height: 40px; padding: 0 14px; border-radius: 999px; border: 2px solid #b02a62; background: #fff; color: #7a1440;
    font: 600 14px/1 ui-sans-serif, system-ui, sans-serif; cursor: pointer; box-shadow: 0 4px 14px rgb(0 0 0 / 18%); }
  .src-toggle[aria-pressed='true'] { background: #b02a62; color: #fff; }
  .src-toggle:focus-visible { outline: 3px solid #f0a; outline-offset: 3px; }
  [data-source-block] { outline: 2px dashed #d6336c !important; outline-offset: -2px; }
  [data-source-block='hover'] { outline-style: solid !important; outline-width: 3px !important; }
  [data-source-field] { outline: 2px solid #1c7ed6 !important; outline-offset: 2px; background-color: rgb(28 126 214 / 8%) !important; }
  html[data-sources] main * { cursor: pointer !important; }
  .src-tip { position: fixed; z-index: 2147483001; max-width: min(640px, calc(100vw - 24px)); padding: 10px 12px; border-radius: 10px;
    background: #1d1f27; color: #f4f4f6; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace; box-shadow: 0 8px 28px rgb(0 0 0 / 35%);
    pointer-events: none; }
  .src-tip b { color: #ffb3cf; font-weight: 600; }
  .src-tip .field b { color: #9fd0ff; }
  .src-tip small { display: block; margin-top: 4px; color: #b8bac4; font: 12px/1.4 ui-sans-serif, system-ui, sans-serif; }
  .src-panel { box-sizing: border-box; position: fixed; left: 12px; bottom: 64px; z-index: 2147483001; width: min(560px, calc(100vw - 24px)); padding: 12px 14px;
    border-radius: 10px; background: #1d1f27; color: #f4f4f6; font: 13px/1.45 ui-monospace, SFMono-Regular, Menlo, monospace;
    box-shadow: 0 8px 28px rgb(0 0 0 / 35%); }
  .src-panel b { color: #9fd0ff; font-weight: 600; }
  .src-panel .block b { color: #ffb3cf; }
  .src-panel .row { display: flex; gap: 8px; margin-top: 8px; }
  .src-panel input { flex: 1; min-width: 0; padding: 6px 8px; border: 1px solid #5c6070; border-radius: 6px; background: #0f1015; color: #f4f4f6; font: inherit; }
  .src-panel button { padding: 6px 12px; border: 0; border-radius: 6px; background: #f4f4f6; color: #1d1f27; font: 600 13px/1 ui-sans-serif, system-ui, sans-serif; cursor: pointer; }
  .src-panel button:focus-visible, .src-panel input:focus-visible { outline: 3px solid #f0a; outline-offset: 2px; }
  .src-panel small { display: block; margin-top: 8px; color: #b8bac4; font: 12px/1.4 ui-sans-serif, system-ui, sans-serif; }
`;

/** The editor a click opens (LAUNCH_EDITOR, as the dev server says on the script's tag), or '' for none. */
const editor = document.querySelector<HTMLScriptElement>('script[data-editor]')?.dataset.editor ?? '';

let on = false;
const toggle = document.createElement('button');
toggle.type = 'button';
toggle.className = 'src-toggle';
toggle.textContent = '</> Sources';
toggle.title = `Outline each block; point at text to see the file, line and column it is written at; click to ${editor ? `open it in ${editor}` : 'show it, to copy'}`;
toggle.setAttribute('aria-pressed', 'false');
const tip = document.createElement('div');
tip.className = 'src-tip';
tip.setAttribute('role', 'status');
tip.hidden = true;
const style = document.createElement('style');
style.textContent = css;
const panel = document.createElement('div');
panel.className = 'src-panel';
panel.setAttribute('role', 'dialog');
panel.setAttribute('aria-label', 'Where this is written');
panel.hidden = true;

/** Puts the toggle back after the router swapped the page's body. */
function attach() {
  if (!toggle.isConnected) document.body.append(toggle, tip, panel);
  if (!style.isConnected) document.head.append(style);
  if (on) outline();
}

function clearMarks(attr: string) {
  for (const el of document.querySelectorAll(`[${attr}]`)) el.removeAttribute(attr);
}

function outline() {
  for (const mark of document.querySelectorAll('template[data-source]')) for (const el of blockElements(mark)) if (!el.hasAttribute('data-source-block')) el.setAttribute('data-source-block', '');
}

function setOn(value: boolean) {
  on = value;
  toggle.setAttribute('aria-pressed', String(on));
  if (on) {
    document.documentElement.setAttribute('data-sources', '');
    outline();
  } else {
    document.documentElement.removeAttribute('data-sources');
    clearMarks('data-source-block');
    clearMarks('data-source-field');
    tip.hidden = true;
    panel.hidden = true;
  }
}

/** What the pointer is on: its field's place if it has one, and its block's. */
function placeAt(target: EventTarget | null): { block: Place; field?: Field; blockEls: Element[]; fieldEl?: Element } | undefined {
  if (!(target instanceof Element) || target.closest('.src-toggle, .src-tip, .src-panel')) return undefined;
  const mark = markOf(target);
  if (!mark) return undefined;
  const found = fieldOf(target, mark);
  return { block: { at: mark.dataset.source!, where: mark.dataset.where! }, field: found?.field, blockEls: blockElements(mark), fieldEl: found?.el };
}

function show(e: PointerEvent) {
  const place = placeAt(e.target);
  for (const el of document.querySelectorAll("[data-source-block='hover']")) el.setAttribute('data-source-block', '');
  clearMarks('data-source-field');
  if (!place) {
    tip.hidden = true;
    return;
  }
  for (const el of place.blockEls) el.setAttribute('data-source-block', 'hover');
  place.fieldEl?.setAttribute('data-source-field', '');
  const line = (p: Place, cls: string) => {
    const div = document.createElement('div');
    div.className = cls;
    div.append(Object.assign(document.createElement('b'), { textContent: p.at }), ` ${p.where}`);
    return div;
  };
  const what = place.field ? 'the text' : 'the block';
  const note = Object.assign(document.createElement('small'), { textContent: `Click to ${editor ? `open ${what} in ${editor}` : `show where ${what} is written`} · Esc to stop` });
  tip.replaceChildren(...(place.field ? [line(place.field, 'field')] : []), line(place.block, 'block'), note);
  tip.hidden = false;
  const { innerWidth: w, innerHeight: h } = window;
  const box = tip.getBoundingClientRect();
  tip.style.left = `${Math.max(12, Math.min(e.clientX + 16, w - box.width - 12))}px`;
  tip.style.top = `${e.clientY + 20 + box.height > h ? Math.max(12, e.clientY - box.height - 12) : e.clientY + 20}px`;
}

/** The place in the browser, to copy: its file:line:col, the field's and block's paths, and why no editor opened it. */
function showPlace(place: { block: Place; field?: Field }, why: string) {
  const at = place.field?.at ?? place.block.at;
  const line = (p: Place, cls: string) => {
    const div = document.createElement('div');
    div.className = cls;
    div.append(Object.assign(document.createElement('b'), { textContent: p.at }), ` ${p.where}`);
    return div;
  };
  const input = Object.assign(document.createElement('input'), { value: at, readOnly: true });
  input.setAttribute('aria-label', 'File, line and column');
  const copy = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Copy' });
  const close = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Close' });
  copy.addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText(at);
      copy.textContent = 'Copied';
    } catch {
      // No clipboard here: selected, for Ctrl+C.
      input.select();
    }
  });
  close.addEventListener('click', () => (panel.hidden = true));
  const row = document.createElement('div');
  row.className = 'row';
  row.append(input, copy, close);
  panel.replaceChildren(...(place.field ? [line(place.field, 'field')] : []), line(place.block, 'block'), row, Object.assign(document.createElement('small'), { textContent: why }));
  panel.hidden = false;
  copy.focus();
}

async function open(e: MouseEvent) {
  const place = placeAt(e.target);
  if (!place) return;
  // The click is the developer's, not the page's: no link followed, no button pressed.
  e.preventDefault();
  e.stopPropagation();
  const at = place.field?.at ?? place.block.at;
  if (!editor) return showPlace(place, 'No editor is set for npm run dev: set LAUNCH_EDITOR (code, idea, subl…) and start it again to open places in your editor.');
  const res = await fetch(`/__open-source?at=${encodeURIComponent(at)}`);
  if (res.ok) tip.querySelector('small')!.textContent = `Opened ${at} in ${editor}`;
  else showPlace(place, `${editor} did not open it: ${(await res.text()).trim()}`);
}

toggle.addEventListener('click', () => setOn(!on));
document.addEventListener('pointermove', (e) => on && show(e), { passive: true });
document.addEventListener('click', (e) => on && void open(e), true);
document.addEventListener('keydown', (e) => {
  if (!on || e.key !== 'Escape') return;
  if (panel.hidden) setOn(false);
  else panel.hidden = true;
});
new MutationObserver(attach).observe(document.body, { childList: true });
attach();
