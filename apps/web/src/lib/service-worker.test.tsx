import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { registerServiceWorker, useWaitingVersionOnNavigation } from './service-worker';

const mockTakeVersion = jest.fn((_reload?: boolean) => Promise.resolve());
let mockFoundNewVersion: (() => void) | undefined;
jest.mock('virtual:pwa-register', () => ({
  registerSW: (options: { onNeedRefresh: () => void }) => {
    mockFoundNewVersion = options.onNeedRefresh;
    return mockTakeVersion;
  },
}));

function Layout() {
  useWaitingVersionOnNavigation();
  return (
    <>
      <Link to="/friends">Friends</Link>
      <Link to="/activities">Activities</Link>
      <Outlet />
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: ['/', '/friends', '/activities'].map((path) => ({
          path,
          element: <h1>{path}</h1>,
        })),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

beforeAll(() => {
  // A page the worker already controls, as on every visit after the first.
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { controller: {} },
    configurable: true,
  });
  registerServiceWorker();
});

it('takes a waiting version on the next navigation, not before', async () => {
  renderApp();
  await userEvent.click(screen.getByRole('link', { name: 'Friends' }));
  await screen.findByRole('heading', { name: '/friends' });
  expect(mockTakeVersion).not.toHaveBeenCalled();

  mockFoundNewVersion!();
  expect(mockTakeVersion).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('link', { name: 'Activities' }));
  await screen.findByRole('heading', { name: '/activities' });
  expect(mockTakeVersion).toHaveBeenCalledWith(true);
});

it('does not reload a page that opens while a version waits', async () => {
  mockFoundNewVersion!();
  mockTakeVersion.mockClear();
  renderApp();
  await screen.findByRole('heading', { name: '/' });
  expect(mockTakeVersion).not.toHaveBeenCalled();
});
