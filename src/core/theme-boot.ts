export const THEME_KEY = 'theme';

/**
 * Runs inline in <head> before first paint so a dark page never flashes light. A theme the
 * visitor chose (stored by the toggle) wins; until then the device's setting decides. The `js`
 * class lets CSS hide the few controls that do nothing without script (the chat, the theme toggle).
 */
export const themeBootScript = `(function(){var d=document.documentElement,t;d.classList.add('js');try{t=localStorage.getItem('${THEME_KEY}')}catch(e){}if(t?t==='dark':matchMedia('(prefers-color-scheme: dark)').matches)d.classList.add('dark')})()`;
