import { storage } from '@/lib/storage';

export type Theme = 'dark' | 'light';

/**
 * The theme of pages prerendered at build time, where nothing is saved and no system preference
 * is known: light, public/first-paint.js's default too. Hydration starts from it, then takes the real one.
 */
export const PRERENDERED_THEME: Theme = 'light';

const listeners = new Set<() => void>();

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

/** Saves and applies a choice, and tells whoever shows the theme. */
export function chooseTheme(theme: Theme): void {
  storage.saveTheme(theme);
  applyTheme(theme);
  listeners.forEach((listener) => listener());
}

export function subscribeToTheme(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
