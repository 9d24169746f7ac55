// The chat panel's frame (frame.tsx): fetched by the page's own script once the page has loaded,
// shown on the first tap, handed over to the panel once its code has arrived.

const frame = () => document.querySelector<HTMLElement>('body > .chat-frame');

/**
 * A message's time as en-AU writes it ("3:07 pm"), by hand: the first toLocaleTimeString of a
 * page loads the locale's data, 13-44 ms of the main thread here (a phone: four times that), and
 * the frame shows one at the tap.
 */
export function messageTime(ts: number): string {
  const d = new Date(ts);
  const h = d.getHours();
  return `${h % 12 || 12}:${String(d.getMinutes()).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

let fetched: HTMLTemplateElement | undefined;
let fetching = false;
let modulesWanted = false;

/**
 * Fetches the frame's file (named in <meta name="chat-frame">: its markup, its styles and the
 * chat's modules as modulepreload links), once per visit, while the browser is idle: its styles
 * join the page's, and its markup and links wait, parsed and inert, in a template. A tap then only
 * copies it onto the screen; styles added at the tap would have the whole page's style worked out
 * again while the visitor waits. Marks the chat's root `data-frame-ready` when it is at hand; a
 * tap before then waits for the chat's own code, as it would without the frame.
 */
export function fetchFrame() {
  const href = document.querySelector<HTMLMetaElement>('meta[name="chat-frame"]')?.content;
  if (!href || fetching) return;
  fetching = true;
  fetch(href)
    .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status}`))))
    .then((html) => {
      fetched = document.createElement('template');
      fetched.innerHTML = html;
      document.head.append(fetched.content.querySelector('style')!);
      document.querySelector('[data-island="chat"]')?.setAttribute('data-frame-ready', '');
      if (modulesWanted) fetchChatModules();
    })
    .catch(() => {
      fetching = false; // the next touch asks again
    });
}

/**
 * Fetches and compiles the chat's modules without running them, through the links the frame's
 * file carries (the frame first, when it has not arrived yet). Named there rather than in every
 * page: the list changes with each build and is no use to the page's first round trip.
 */
export function fetchChatModules() {
  modulesWanted = true;
  if (!fetched) return fetchFrame();
  for (const link of fetched.content.querySelectorAll('link[rel="modulepreload"]')) document.head.append(link);
}

/** Puts the frame above the chat button and the cursor in its message box. */
export function showFrame() {
  if (frame() || !fetched) return;
  const f = fetched.content.querySelector('.chat-frame')!.cloneNode(true) as HTMLElement;
  f.querySelector('time')!.textContent = messageTime(Date.now());
  document.body.append(f);
  const input = f.querySelector('input')!;
  // A message sent before the panel's code has arrived is not lost: the panel sends it.
  input.addEventListener('keydown', (e) => {
    if (e.key === 'Enter' && input.value.trim()) f.dataset.send = '';
  });
  // Within the tap: a phone opens its keyboard only for a field focused in answer to one.
  input.focus({ preventScroll: true });
}

/** What was typed into the frame while it stood in, and whether Enter sent it; null when it is not on screen. */
export function frameDraft(): { text: string; send: boolean } | null {
  const f = frame();
  const input = f?.querySelector('input');
  return f && input ? { text: input.value, send: 'send' in f.dataset } : null;
}

export const hideFrame = () => frame()?.remove();
