import { APP_MESSAGES } from '@peerconnect/contracts';
import { useState } from 'react';
import { storage } from '@/lib/storage';
import { applyTheme, initialTheme, type Theme } from './theme';

/** Switches between light and dark, saving the choice. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>(initialTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? APP_MESSAGES.switchToLight : APP_MESSAGES.switchToDark;

  function toggle() {
    storage.saveTheme(next);
    applyTheme(next);
    setTheme(next);
  }

  return (
    <button type="button" className="icon-button" onClick={toggle} aria-label={label} title={label}>
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
