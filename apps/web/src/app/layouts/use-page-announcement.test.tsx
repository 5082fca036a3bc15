import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { usePageAnnouncement } from './use-page-announcement';

function Layout() {
  usePageAnnouncement();
  return (
    <>
      <nav>
        <Link to="/friends">Friends</Link>
        <Link to="/friends?tab=requests">Requests</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', handle: { title: 'Home' }, element: <h1 tabIndex={-1}>Welcome</h1> },
          {
            path: '/friends',
            handle: { title: 'Friends' },
            element: <h1 tabIndex={-1}>Friends</h1>,
          },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('page announcement', () => {
  it('when a page opens, then the document is titled after it', async () => {
    renderApp();
    expect(await screen.findByText('Welcome')).toBeInTheDocument();
    expect(document.title).toBe('Home · PeerConnect');
  });

  it('when the student navigates, then focus moves to the new page heading and the title follows', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('link', { name: 'Friends' }));
    expect(screen.getByRole('heading', { name: 'Friends' })).toHaveFocus();
    expect(document.title).toBe('Friends · PeerConnect');
  });

  it('when only the query string changes, then focus stays where the student is', async () => {
    renderApp();
    await userEvent.click(await screen.findByRole('link', { name: 'Friends' }));
    const requests = screen.getByRole('link', { name: 'Requests' });
    requests.focus();
    await userEvent.click(requests);
    expect(requests).toHaveFocus();
  });
});
