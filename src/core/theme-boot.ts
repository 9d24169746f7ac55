export const THEME_KEY = 'theme';

/** The display face's family name, as the build's @font-face rule declares it. */
export const DISPLAY_FAMILY = 'Fraunces Variable';

/** The weights the display face is cut to and declared with (src/build/display-font.ts). */
export const DISPLAY_WEIGHTS = { min: 400, max: 600 };

/** Names the display face's file for the script below; the build writes it before the script. */
export const DISPLAY_FONT_META = 'display-font';

/** Set on <html> by the page's script (src/client/main.ts) once it has run: its islands are armed and its router listens. */
export const LIVE_ATTR = 'data-live';

/** Session storage: this visit has the display face already, so the next page uses it at once. */
const FONT_KEY = 'display-font';

/**
 * Set on <html> by the script below once the first screen is drawn and loaded: the paint is on
 * screen and the frame after the load event has run. Photos a visitor will scroll to can wait for
 * it (the gallery's tiles do), so they do not share a slow connection with the hero photo.
 */
export const SETTLED_CLASS = 'settled';

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
 */
export const themeBootScript =
  `(function(){var d=document,c=d.documentElement.classList,t,f,n=2,P=window.PerformanceObserver,` +
  `m=d.querySelector('meta[name="${DISPLAY_FONT_META}"]'),` +
  `face=m&&window.FontFace&&new FontFace('${DISPLAY_FAMILY}','url('+m.content+') format("woff2-variations")',{weight:'${DISPLAY_WEIGHTS.min} ${DISPLAY_WEIGHTS.max}',display:'swap'});c.add('js');` +
  `try{t=localStorage.getItem('${THEME_KEY}');f=sessionStorage.getItem('${FONT_KEY}')}catch(e){}` +
  `if(t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches)c.add('dark');` +
  `function font(){d.fonts.add(face);face.load().then(function(){try{sessionStorage.setItem('${FONT_KEY}','1')}catch(e){}},function(){})}` +
  `function go(){if(--n)return;c.add('${SETTLED_CLASS}');face&&!f&&font()}` +
  `face&&f&&font();` +
  // The frame after load, so what waits comes after the hero photo is on screen too.
  `addEventListener('load',function(){requestAnimationFrame(function(){setTimeout(go)})});` +
  // A paint entry is queued once the frame is on screen, not when the main thread has drawn it.
  `P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0?new P(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true}):go()})()`;
