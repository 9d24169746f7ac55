// The only script every page loads: islands, the theme toggle, photo placeholders, the chat's
// delayed welcome, the fixed buttons' stepping aside, page-to-page navigation and the visit's
// landing page. React arrives with the first island that needs it.
import { rememberLanding } from '../core/landing';
import { prefetchChat, scheduleChatWelcome, showChatFrameOnTap } from './chat';
import { pauseMotionOutOfSight } from './motion';
import { keepFixedButtonsClear } from './fixed-buttons';
import { checkImageFallbacks, watchImageFallbacks } from './images';
import { releaseIslands, scanIslands } from './islands';
import { startRouter } from './router';
import { startThemeToggle, syncThemeToggles } from './theme';
import { LIVE_ATTR } from '../core/theme-boot';

/** SPEC §2 Not-found page: the missing path is only logged. */
const logMissing = () => document.querySelector('[data-missing]') && console.info('404: no page at', location.pathname);

// The menu is a popover and opens without script; this keeps its button's state announced.
document.addEventListener(
  'toggle',
  (e) => {
    const id = (e.target as HTMLElement).id;
    const open = String((e as ToggleEvent).newState === 'open');
    if (id) document.querySelectorAll(`[popovertarget="${id}"]`).forEach((b) => b.setAttribute('aria-expanded', open));
  },
  true,
);
// Once per document: pages reached through the router are the same visit.
rememberLanding();
startThemeToggle();
watchImageFallbacks();
scanIslands();
scheduleChatWelcome();
showChatFrameOnTap();
prefetchChat();
const observeMotion = pauseMotionOutOfSight();
const observeMarks = keepFixedButtonsClear();
logMissing();
startRouter(() => {
  releaseIslands();
  scanIslands();
  syncThemeToggles();
  checkImageFallbacks();
  observeMotion();
  observeMarks();
  logMissing();
});
// Islands armed, router listening: a mark for styles and tests (src/core/theme-boot.ts).
document.documentElement.setAttribute(LIVE_ATTR, '');
