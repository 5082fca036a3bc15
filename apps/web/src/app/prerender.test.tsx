import { DASHBOARD_MESSAGES } from '@peerconnect/contracts';
import { act, within } from '@testing-library/react';
import { ReadableStream } from 'node:stream/web';
import { setImmediate } from 'node:timers';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { signInViewer, viewer } from '@/features/friends/testing/people';
import { App } from './app';
import type * as Prerender from './prerender';
import { showAddressFilters } from './early-shell-filters';
import { preloadScreen } from './router';
import { prefersDark } from '@/test/prefers-dark';

// jsdom lacks what React's build-time renderer uses in Node: web streams and setImmediate.
Object.assign(globalThis, { ReadableStream, setImmediate });

/**
 * The build's renderer with modules of its own, as at build time (another process): in one copy
 * of React and react-router, the server renderer leaves its context values for the browser one.
 */
async function prerenderScreen(path: string, options?: { signedIn: boolean }): Promise<string> {
  let markup = '';
  await jest.isolateModulesAsync(async () => {
    const prerender = jest.requireActual<typeof Prerender>('./prerender');
    markup = await prerender.prerenderScreen(path, options);
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

describe('the signed-in shell prerendered for the dashboard', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('when it is built, then it is the dashboard loading for a student not known yet: signed-in navigation, no name, no numbers', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerenderScreen('/dashboard', { signedIn: true });
    document.body.append(container);
    const view = within(container);
    expect(view.getByText(DASHBOARD_MESSAGES.subtitle)).toBeInTheDocument();
    expect(view.getByRole('heading', { level: 1 })).toHaveTextContent(/^Welcome back, !$/);
    expect(container.querySelector('h1 .skeleton-word')).not.toBeNull();
    expect(container.querySelector('.nav-user .skeleton-word')).not.toBeNull();
    expect(view.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(view.queryByRole('link', { name: 'Login' })).toBeNull();
    const numbers = view.getByRole('region', { name: DASHBOARD_MESSAGES.statsLabel });
    expect(within(numbers).getAllByText('–')).toHaveLength(4);
    expect(container.innerHTML).not.toContain('<script');
  });

  it("when the app starts over it, then the first render replaces it with the student's dashboard", async () => {
    signInViewer();
    // The dashboard's answers are still on their way.
    global.fetch = jest.fn(() => new Promise<Response>(() => undefined));
    const container = document.createElement('div');
    container.innerHTML = await prerenderScreen('/dashboard', { signedIn: true });
    document.body.append(container);
    window.history.replaceState(null, '', '/dashboard');
    await preloadScreen('/dashboard');
    const root = createRoot(container);
    await act(async () => {
      startTransition(() => root.render(<App />));
    });
    expect(container.querySelectorAll('h1')).toHaveLength(1);
    expect(container.querySelector('h1')).toHaveTextContent(`Welcome back, ${viewer.username}!`);
    expect(container.querySelector('.skeleton-word')).toBeNull();
    act(() => root.unmount());
  });
});

describe('the signed-in shell prerendered for the activities list', () => {
  afterEach(() => document.body.replaceChildren());

  it("when the address carries filters, then the shell shows them, as the list below is the address's", async () => {
    const root = document.createElement('div');
    root.id = 'root';
    root.innerHTML = await prerenderScreen('/activities', { signedIn: true });
    document.body.append(root);
    const view = within(root);
    expect(view.getByLabelText('Category')).toHaveValue('All');
    showAddressFilters('?category=Sports&sort=oldest&search=chess');
    expect(view.getByLabelText('Search')).toHaveValue('chess');
    expect(view.getByLabelText('Category')).toHaveValue('Sports');
    expect(view.getByLabelText('Sort')).toHaveValue('oldest');
    showAddressFilters('');
    expect(view.getByLabelText('Category')).toHaveValue('All');
    expect(view.getByLabelText('Sort')).toHaveValue('newest');
  });
});
