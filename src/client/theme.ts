import { THEME_KEY } from '../chrome/theme-boot';

/** Every theme toggle reports the current theme; called at start and after each page swap. */
export function syncThemeToggles() {
  const dark = document.documentElement.classList.contains('dark');
  for (const b of document.querySelectorAll('[data-theme-toggle]')) b.setAttribute('aria-pressed', String(dark));
}

/**
 * The theme toggle's whole script. The inline head script (theme-boot.ts) applies a stored
 * dark theme before first paint; this flips it and stores the choice (SPEC §4 Theme).
 */
export function startThemeToggle() {
  syncThemeToggles();
  document.addEventListener('click', (e) => {
    if (!(e.target as Element).closest?.('[data-theme-toggle]')) return;
    const dark = document.documentElement.classList.toggle('dark');
    try {
      localStorage.setItem(THEME_KEY, dark ? 'dark' : 'light');
    } catch {
      // Private mode may refuse storage; the theme still applies for this visit.
    }
    syncThemeToggles();
  });
}
