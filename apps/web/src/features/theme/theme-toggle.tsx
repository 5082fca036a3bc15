import { useState } from 'react';
import { storage } from '@/lib/storage';
import { applyTheme, initialTheme, type Theme } from './theme';

/** Switches between light and dark, saving the choice. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';

  function toggle() {
    storage.saveTheme(next);
    applyTheme(next);
    setTheme(next);
  }

  return (
    <button
      type="button"
      className="icon-button"
      onClick={toggle}
      aria-label={`Switch to ${next} mode`}
      title={`Switch to ${next} mode`}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
