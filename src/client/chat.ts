import { welcomeShown } from '../widgets/chat/welcome-flag';
import { fetchChatModules, fetchFrame, hideFrame, showFrame } from '../widgets/chat/frame-script';
import { afterFirstPaint } from './first-paint';
import { afterNextPaint } from '../core/next-paint';
import { hydrate } from './islands';

/**
 * The chat stays a plain button until used; when its delayed welcome falls due this session,
 * its island is loaded so the message can arrive (the island's own timer then delivers it).
 * Whether it was shown already is asked when it falls due: session storage's first read waits
 * on the browser, which the page's first moments can do without.
 */
export function scheduleChatWelcome() {
  const island = document.querySelector<HTMLElement>('[data-island="chat"]');
  const after = Number(island?.querySelector<HTMLElement>('[data-welcome-after]')?.dataset.welcomeAfter);
  if (!island || !after) return;
  setTimeout(() => {
    const dock = document.querySelector<HTMLElement>('[data-island="chat"]');
    if (dock && !welcomeShown()) void hydrate(dock);
  }, after);
}

/**
 * A tap on the chat button before the chat's code has arrived shows the panel's frame at once
 * (its click is replayed to the chat once live, which then takes the frame's place), and the
 * chat's code runs after that frame is drawn. Should the
 * code fail to arrive, the frame goes away again rather than wait for nothing. The frame is
 * fetched once the page has loaded, is on screen and the browser is idle: a small file, no work
 * until then. (A page held from painting until its footer is parsed can load before it paints.)
 */
export function showChatFrameOnTap() {
  const fetchWhenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(fetchFrame, { timeout: 2000 }) : setTimeout(fetchFrame, 200));
  const whenOnScreen = () => afterFirstPaint(fetchWhenIdle);
  if (document.readyState === 'complete') whenOnScreen();
  else addEventListener('load', whenOnScreen, { once: true });
  document.addEventListener(
    'click',
    (e) => {
      const button = (e.target as Element).closest?.('button[aria-controls="chat-panel"]');
      const dock = button?.closest<HTMLElement>('[data-island="chat"]');
      if (!button || !dock || dock.hasAttribute('data-hydrated')) return;
      showFrame();
      // The frame is the tap's answer: the chat's code runs once it is on screen.
      afterNextPaint(() => void hydrate(dock).then(() => dock.hasAttribute('data-hydrated') || hideFrame()));
    },
    true,
  );
}

/**
 * Fetches and compiles the chat's modules (frame-script.ts) on the visitor's first touch, click,
 * key, wheel or focus anywhere on the page, without running them: a later tap on the chat then
 * finds them at hand instead of waiting on a slow network. A visitor who only reads, or asks to
 * save data, fetches nothing more than before.
 */
export function prefetchChat() {
  const connection = (navigator as { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData || !document.querySelector('[data-island="chat"]')) return;
  const events = ['pointerdown', 'touchstart', 'keydown', 'wheel', 'focusin'];
  // After the frame that answers the touch: adding the links is a few ms the touch's own answer
  // (a menu, a photo) would otherwise wait for.
  const fetchAhead = () => {
    for (const type of events) removeEventListener(type, fetchAhead, true);
    afterNextPaint(fetchChatModules);
  };
  for (const type of events) addEventListener(type, fetchAhead, { capture: true, passive: true });
}
