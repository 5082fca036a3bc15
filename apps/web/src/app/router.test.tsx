import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SessionWatch } from '@/features/auth';
import { createQueryClient } from '@/lib/query-client';
import { mockApi } from '@/test/render';
import { routes } from './router';

// A screen whose script chunk cannot be loaded (a flaky network dropped it).
jest.mock('@/features/landing/landing-page', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <SessionWatch />
    </QueryClientProvider>,
  );
}

describe('the app routes', () => {
  it('when a screen cannot be loaded, then the page says so with a way out, inside the navigation', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({});
    renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Part of the app failed to load. Check your connection and reload the page.',
    );
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('while the code of the first screen is on its way, then the navigation shows with a loading status', async () => {
    mockApi({});
    renderAt('/login');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('when a screen loads, then it shows under its own title', async () => {
    mockApi({});
    renderAt('/login');
    expect(await screen.findByRole('heading', { name: 'Welcome Back' })).toBeInTheDocument();
    expect(document.title).toBe('Log in · PeerConnect');
  });
});
