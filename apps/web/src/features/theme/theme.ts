import { storage } from '@/lib/storage';

export type Theme = 'dark' | 'light';

const listeners = new Set<() => void>();

/** Dark if saved as dark, or if nothing is saved and the system prefers dark. */
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
