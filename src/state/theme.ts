import { create } from 'zustand';

import { THEME_KEY } from './theme-boot';

export type Theme = 'light' | 'dark';

interface ThemeState {
  theme: Theme;
  /** Reads what the boot script applied; the server cannot know it. */
  sync(): void;
  toggle(): void;
}

export const useTheme = create<ThemeState>((set, get) => ({
  theme: 'light',
  sync() {
    set({ theme: document.documentElement.classList.contains('dark') ? 'dark' : 'light' });
  },
  toggle() {
    const next: Theme = get().theme === 'dark' ? 'light' : 'dark';
    document.documentElement.classList.toggle('dark', next === 'dark');
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Private mode may refuse storage; the theme still applies for this visit.
    }
    set({ theme: next });
  },
}));
