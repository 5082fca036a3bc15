import { act } from '@testing-library/react';
import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { App } from './app';
import type * as Prerender from './prerender';
import { prefersDark } from '@/test/prefers-dark';

// jsdom lacks what React's build-time renderer uses in Node: web streams and setImmediate.
Object.assign(globalThis, { ReadableStream, setImmediate });

/**
 * The build's renderer with modules of its own, as at build time (another process): in one copy
 * of React and react-router, the server renderer leaves its context values for the browser one.
 */
async function prerenderScreen(path: string): Promise<string> {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const prerender = jest.requireActual<typeof Prerender>('./prerender');
    markup = await prerender.prerenderScreen(path);
  });
  return markup;
}

/** What index.html and first-paint.js give the browser, then what main.tsx does. */
async function openPrerendered(path: string, { dark }: { dark: boolean }) {
  // Built where no preference is known; opened in a browser that may prefer dark.
  prefersDark(false);
  const container = document.createElement('div');
  container.innerHTML = await prerenderScreen(path);
  prefersDark(dark);
  document.body.append(container);
  window.history.replaceState(null, '', path);
  const heading = container.querySelector('h1');
  const mismatches: unknown[] = [];
  // React reports a text mismatch as a recoverable error, a differing attribute only in the console.
  jest.spyOn(console, 'error').mockImplementation((...details) => mismatches.push(details));
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App />
      </StrictMode>,
      { onRecoverableError: (error) => mismatches.push(error) },
    );
  });
  return { container, heading, mismatches, unmount: () => act(() => root?.unmount()) };
}

describe('screens prerendered at build time', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.documentElement.classList.remove('dark');
  });

  it.each(['/', '/login'])(
    'when a visitor opens %s, then the app takes over the painted page as it is (no mismatch, same elements)',
    async (path) => {
      const page = await openPrerendered(path, { dark: false });
      expect(page.mismatches).toEqual([]);
      expect(page.heading).not.toBeNull();
      expect(page.container.querySelector('h1')).toBe(page.heading);
      await page.unmount();
    },
  );

  it('when the prerendered login form is used, then it posts instead of putting the password in the address', async () => {
    const markup = await prerenderScreen('/login');
    expect(markup).toMatch(/<form[^>]*method="post"/);
    expect(markup).not.toContain('<script');
  });

  it('when a visitor prefers dark mode, then the hydrated page offers light mode', async () => {
    const page = await openPrerendered('/', { dark: true });
    expect(page.mismatches).toEqual([]);
    expect(
      page.container.querySelector('button[aria-label="Switch to light mode"]'),
    ).not.toBeNull();
    await page.unmount();
  });
});
