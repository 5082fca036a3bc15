import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { browserTimeZone } from '@/lib/time-zone';
import { viewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ForgotPasswordPage from './forgot-password-page';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'T'.repeat(43);
const SENT = 'If an account exists for that email, we have sent a link to reset the password.';
const user = { ...viewer, emailVerified: true, timeZone: browserTimeZone() };

describe('forgot password', () => {
  it('when an email is sent, then the page shows the one answer that reveals nothing', async () => {
    const calls = mockApi({
      'POST /api/auth/forgot-password': () => jsonResponse(200, { message: SENT }),
    });
    renderAt(
      '/forgot-password',
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />,
    );
    await userEvent.type(screen.getByLabelText('Email'), ' Ada@Uni.edu ');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ email: 'ada@uni.edu' });
  });

  it('when the email is missing, then the field says so and nothing is sent', async () => {
    const calls = mockApi({});
    renderAt(
      '/forgot-password',
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});

describe('reset password', () => {
  const page = (
    <>
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </>
  );

  async function choose(password: string, confirmation = password) {
    await userEvent.type(screen.getByLabelText('New password'), password);
    await userEvent.type(screen.getByLabelText('Confirm new password'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Set new password' }));
  }

  it('when the new password is set, then the student is signed in on the dashboard', async () => {
    const calls = mockApi({
      'POST /api/auth/reset-password': () => jsonResponse(200, { token: 'fresh', user }),
    });
    renderAt(`/reset-password?token=${TOKEN}`, page);
    await choose('brand-new-secret');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ token: TOKEN, password: 'brand-new-secret' });
    expect(localStorage.getItem('token')).toBe('fresh');
  });

  it('when the link is used or expired, then the reason shows with a way to ask again', async () => {
    mockApi({
      'POST /api/auth/reset-password': () =>
        jsonResponse(400, {
          code: 'LINK_INVALID',
          message:
            'This password reset link is invalid, expired or already used. Ask for a new one.',
        }),
    });
    renderAt(`/reset-password?token=${TOKEN}`, page);
    await choose('brand-new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent('already used');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('when the two passwords differ, then the form says so and nothing is sent', async () => {
    const calls = mockApi({});
    renderAt(`/reset-password?token=${TOKEN}`, page);
    await choose('brand-new-secret', 'brand-new-secrte');
    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
