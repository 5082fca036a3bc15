import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { storage } from '@/lib/storage';
import { browserTimeZone } from '@/lib/time-zone';
import { viewer } from '@/test/people';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { VerifyEmailReminder } from './verify-email-reminder';

function signInAs(emailVerified: boolean) {
  storage.saveSession('tok', { ...viewer, emailVerified, timeZone: browserTimeZone() });
}

const banner = () => renderAt('/', <Route path="/" element={<VerifyEmailReminder />} />);

describe('the verify-your-email banner', () => {
  it('when the address is not verified, then it asks, sends the link again, and stays away once dismissed', async () => {
    signInAs(false);
    const calls = mockApi({
      // At start the app asks whether the address was verified meanwhile: still not.
      'GET /api/auth/me': () =>
        jsonResponse(200, { ...viewer, emailVerified: false, timeZone: browserTimeZone() }),
      'POST /api/auth/verify-email/resend': () =>
        jsonResponse(200, { message: 'We have sent a new verification link.' }),
    });
    const first = banner();
    expect(
      await screen.findByText('Please verify your email address: we sent a link to ada@uni.edu.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('We have sent a new verification link.')).toBeInTheDocument();
    expect(calls.map((call) => call.key).filter((key) => key.startsWith('POST'))).toEqual([
      'POST /api/auth/verify-email/resend',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    first.unmount();
    banner();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('when the address is verified, then there is no banner', () => {
    signInAs(true);
    mockApi({});
    banner();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });
});
