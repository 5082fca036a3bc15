import { APP_MESSAGES } from '@/config/messages';
import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { chooseTheme, initialTheme, subscribeToTheme, type Theme } from './theme';

/** Switches between light and dark, saving the choice. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeToTheme, initialTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  const label = next === 'light' ? APP_MESSAGES.switchToLight : APP_MESSAGES.switchToDark;
  const Icon = theme === 'dark' ? Sun : Moon;

  return (
    <button
      type="button"
      className="icon-button"
      onClick={() => chooseTheme(next)}
      aria-label={label}
      title={label}
    >
      <Icon size={20} aria-hidden="true" />
    </button>
  );
}
