export const THEME_KEY = 'theme';

/**
 * Runs inline in <head> before first paint so a dark reload never flashes light.
 * Per the spec, dark applies only when the stored value is exactly "dark".
 */
export const themeBootScript = `try{if(localStorage.getItem('${THEME_KEY}')==='dark')document.documentElement.classList.add('dark')}catch(e){}`;
