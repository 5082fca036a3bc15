import { APP_MESSAGES } from '@peerconnect/contracts';
import { useSyncExternalStore } from 'react';
import {
  chooseTheme,
  initialTheme,
  PRERENDERED_THEME,
  subscribeToTheme,
  type Theme,
} from './theme';

const prerenderedTheme = () => PRERENDERED_THEME;

/** Switches between light and dark, saving the choice. */
export function ThemeToggle() {
  // A prerendered page hydrates with the build's theme, then shows the student's own.
  const theme = useSyncExternalStore(subscribeToTheme, initialTheme, prerenderedTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? APP_MESSAGES.switchToLight : APP_MESSAGES.switchToDark;

  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => chooseTheme(next)}
      aria-label={label}
      title={label}
    >
      <span aria-hidden="true">{theme === 'dark' ? '☀' : '☾'}</span>
    </button>
  );
}
