import { storage } from '@/lib/storage';

export type Theme = 'dark' | 'light';

/** Dark if saved as dark, or if nothing is saved and the system prefers dark (spec §4). */
export function initialTheme(): Theme {
  const saved = storage.theme();
  if (saved === 'dark' || saved === 'light') return saved;
  return typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches
    ? 'dark'
    : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
}
