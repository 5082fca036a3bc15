import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { mockApi, renderAt } from '@/test/render';
import { Navbar } from './navbar';

const user = { _id: 'a'.repeat(24), username: 'ada', email: 'ada@uni.edu' };

function withNavbar(text: string) {
  return (
    <>
      <Navbar />
      <p>{text}</p>
    </>
  );
}

const routes = (
  <>
    <Route path="/" element={withNavbar('landing')} />
    <Route path="/dashboard" element={withNavbar('dashboard')} />
    <Route path="/friends" element={withNavbar('friends')} />
  </>
);

function signIn() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

describe('navigation bar', () => {
  it('when signed out, then Login and Sign Up (to /register) and no Logout', async () => {
    mockApi({});
    renderAt('/', routes);
    expect(await screen.findByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/register');
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('when signed in, then Create Activity, Friends and the username; Logout clears the session and goes home', async () => {
    signIn();
    mockApi({});
    renderAt('/dashboard', routes);
    expect(await screen.findByRole('link', { name: 'ada' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Create Activity' })).toHaveAttribute(
      'href',
      '/activities/new',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('landing')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('when the mobile menu is open and a link is followed, then the menu closes', async () => {
    signIn();
    mockApi({});
    renderAt('/dashboard', routes);
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Friends' }));
    expect(await screen.findByText('friends')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
