import { THEME_KEY } from '../core/theme-boot';

/** Every theme toggle reports the current theme; called at start and after each page swap. */
export function syncThemeToggles() {
  const dark = document.documentElement.classList.contains('dark');
  for (const b of document.querySelectorAll('[data-theme-toggle]')) b.setAttribute('aria-pressed', String(dark));
}

function storedTheme(): string | null {
  try {
    return localStorage.getItem(THEME_KEY);
  } catch {
    return null;
  }
}

/**
 * The theme toggle's whole script. The inline head script (theme-boot.ts) applies the chosen
 * theme, or the device's, before first paint; this follows the device while the visitor has not
 * chosen (a phone turning dark at sunset), flips the theme on a click and stores the choice.
 */
export function startThemeToggle() {
  syncThemeToggles();
  const device = matchMedia('(prefers-color-scheme: dark)');
  device.addEventListener('change', () => {
    if (storedTheme()) return;
    document.documentElement.classList.toggle('dark', device.matches);
    syncThemeToggles();
  });
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
