export const THEME_KEY = 'theme';

/**
 * Runs inline in <head> before first paint so a dark reload never flashes light. Per the
 * spec, dark applies only when the stored value is exactly "dark". The `js` class lets CSS
 * hide the few controls that do nothing without script (the chat, the theme toggle).
 */
export const themeBootScript = `document.documentElement.classList.add('js');try{if(localStorage.getItem('${THEME_KEY}')==='dark')document.documentElement.classList.add('dark')}catch(e){}`;
