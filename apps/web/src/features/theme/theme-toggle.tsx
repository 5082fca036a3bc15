import { APP_MESSAGES } from '@/config/messages';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useAfterFirstRender } from '@/lib/use-after-first-render';
import { chooseTheme, shownTheme, subscribeToTheme, type Theme } from './theme';

// The icon follows the first paint (the icon library stays out of every page's first load); the
// button, its size and its name are there from the start.
const ThemeIcon = lazy(() => import('./theme-icon'));

/** Switches between light and dark, saving the choice. */
export function ThemeToggle() {
  const theme = useSyncExternalStore(subscribeToTheme, shownTheme);
  const iconShown = useAfterFirstRender();
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
      {iconShown && (
        <Suspense fallback={null}>
          <ThemeIcon dark={theme === 'dark'} />
        </Suspense>
      )}
    </button>
  );
}
