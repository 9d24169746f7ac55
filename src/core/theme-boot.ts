export const THEME_KEY = 'theme';

/** The display face's family name, as the build's @font-face rule declares it. */
export const DISPLAY_FAMILY = 'Fraunces Variable';

/** The weights the display face is cut to and declared with (src/build/display-font.ts). */
export const DISPLAY_WEIGHTS = { min: 400, max: 600 };

/** Names the display face's file for the script below; the build writes it before the script. */
export const DISPLAY_FONT_META = 'display-font';

/**
 * Names the page's script for the head script below, which starts it once the first screen is
 * shown; the build writes it in place of the script's tag (src/build/html.ts). The development
 * server keeps the tag.
 */
export const PAGE_SCRIPT_META = 'page-script';

/** Set on <html> by the page's script (src/client/main.ts) once it has run: its islands are armed and its router listens. */
export const LIVE_ATTR = 'data-live';

/** Session storage: this visit has the display face already, so the next page uses it at once. */
const FONT_KEY = 'display-font';

/**
 * Marks the page's first photo (the hero's, a priority <Picture>) for element timing, so the
 * script below learns when it is on screen, not only when the page's first text is.
 */
export const FIRST_PHOTO_TIMING = 'first-photo';

/**
 * Set on <html> by the script below once the first screen is on screen: its first paint, and the
 * first photo's when the page has one (a page can paint its text a frame or more before the
 * photo). What the first view does not need (islands, the chat's frame) is fetched after it
 * (src/client/first-paint.ts), so it never competes with that photo for a slow connection.
 */
export const SHOWN_CLASS = 'shown';

/**
 * Set on <html> by the script below once the first screen is shown (above) and loaded: the frame
 * after the load event has run. Photos a visitor will scroll to can wait for it (the gallery's
 * tiles do), and so does the display face on a visit's first page.
 */
export const SETTLED_CLASS = 'settled';

/** How long after load a first photo that is never drawn (scrolled out of view) is waited for. */
const PHOTO_WAIT_MS = 500;

/**
 * Runs inline in <head> before first paint so a dark page never flashes light. A theme the
 * visitor chose (stored by the toggle) wins; until then the device's setting decides. The `js`
 * class lets CSS hide the few controls that do nothing without script (the chat, the theme toggle).
 *
 * It also adds the display face, which on a visit's first page waits until the page has settled
 * (above): the headings paint at once in a fallback sized to take the same room
 * (src/theme/fonts.ts), and the 20 KB font does not compete with the page and its hero photo for
 * a slow connection. Once it has loaded, the visit's next pages add it at once (it is in the cache
 * by then). Added through the font API, it re-lays out the text set in it and restyles nothing.
 *
 * It starts the page's script once the first screen is shown (above): nothing of the first screen
 * needs it (the menu is a popover, links and forms work without it), and fetched with the page it
 * was a second request beside the hero photo's, which on a phone's connection costs a round trip
 * more (docs/decisions/largest-paint-requests.md). Until it has run, a tap on a button that needs
 * it is held and made again once it has.
 *
 * Lighthouse's estimate of the largest paint counts every request that started before the paint
 * it saw; the photo's paint, not the text's, is the one to wait for. Without paint or element
 * timing a browser is taken to have drawn what it has.
 */
export const themeBootScript =
  `(function(){var d=document,c=d.documentElement.classList,t,f,k,P=window.PerformanceObserver,E=P&&P.supportedEntryTypes||[],` +
  `s=d.querySelector('meta[name="${PAGE_SCRIPT_META}"]'),` +
  `painted=E.indexOf('paint')<0,photo=E.indexOf('element')<0,loaded,` +
  `m=d.querySelector('meta[name="${DISPLAY_FONT_META}"]'),` +
  `face=m&&window.FontFace&&new FontFace('${DISPLAY_FAMILY}','url('+m.content+') format("woff2-variations")',{weight:'${DISPLAY_WEIGHTS.min} ${DISPLAY_WEIGHTS.max}',display:'swap'});c.add('js');` +
  `try{t=localStorage.getItem('${THEME_KEY}');f=sessionStorage.getItem('${FONT_KEY}')}catch(e){}` +
  `if(t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches)c.add('dark');` +
  `function font(){d.fonts.add(face);face.load().then(function(){try{sessionStorage.setItem('${FONT_KEY}','1')}catch(e){}},function(){})}` +
  // A script element rather than import(): the request the tag made, and no syntax an old browser
  // could fail this whole script on. A link, a form's submit and the menu's popover need no script.
  `function hold(e){var b=e.target.closest&&e.target.closest('button');if(b&&b.type!='submit'&&!b.popoverTargetElement){e.preventDefault();e.stopPropagation();k=b}}` +
  `function live(){removeEventListener('click',hold,!0);var b=k;k=0;b&&b.isConnected&&b.click()}` +
  `function run(){var e=d.createElement('script');e.type='module';e.crossOrigin='';e.src=s.content;e.onload=e.onerror=live;d.head.append(e);s=0}` +
  `s&&addEventListener('click',hold,!0);` +
  `function check(){var h=d.querySelector('img[elementtiming="${FIRST_PHOTO_TIMING}"]');` +
  // A photo that failed draws nothing to wait for.
  `if(!painted||!photo&&h&&!(h.complete&&!h.naturalWidth)||c.contains('${SETTLED_CLASS}'))return;c.add('${SHOWN_CLASS}');s&&run();` +
  `if(loaded){c.add('${SETTLED_CLASS}');face&&!f&&font()}}` +
  `function watch(type,done){new P(function(l,o){o.disconnect();done();check()}).observe({type:type,buffered:true})}` +
  `face&&f&&font();` +
  `painted||watch('paint',function(){painted=1});photo||watch('element',function(){photo=1});` +
  // The frame after load, so what waits comes after a photo decoded with it is on screen too.
  `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(function(){loaded=1;check();` +
  `setTimeout(function(){photo=1;check()},${PHOTO_WAIT_MS})})})})})()`;
