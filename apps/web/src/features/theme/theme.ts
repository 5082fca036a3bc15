import { storage } from '@/lib/storage';

export type Theme = 'dark' | 'light';

/**
 * The theme the page shows: the dark class on <html>, set before the first paint by index.html's
 * script (the saved choice, else the system's) and afterwards only by `chooseTheme`.
 */
export function shownTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/** Saves and applies a choice. */
export function chooseTheme(theme: Theme): void {
  storage.saveTheme(theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
}

/** Tells `listener` whenever the page's theme changes, so what shows it never disagrees with it. */
export function subscribeToTheme(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
