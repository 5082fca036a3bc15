import { NOTIFICATION_TYPES, type NotificationSettings } from '@peerconnect/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { signInViewer, viewer } from '@/test/people';
import SettingsPage from './settings-page';

const allOn = (): NotificationSettings => ({
  types: Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { inApp: true, email: true }]),
  ) as NotificationSettings['types'],
  reminderMinutes: 60,
});

/** What every section of the page reads when it opens. */
const settingsApi = {
  'GET /api/users/me/notification-settings': () => jsonResponse(200, allOn()),
  'GET /api/users/me/calendar-feed': () =>
    jsonResponse(200, { url: 'http://localhost/api/calendar/token.ics' }),
  'GET /api/messages/settings': () => jsonResponse(200, { readReceipts: true }),
};

async function openSettings() {
  renderAt('/settings', <Route path="/settings" element={<SettingsPage />} />);
  await screen.findByRole('heading', { name: 'Settings', level: 1 });
}

describe('the settings page', () => {
  beforeEach(signInViewer);

  it('when opened, then each section is there: notifications, reminders, calendar feed, privacy, data, deletion', async () => {
    mockApi(settingsApi);
    await openSettings();
    for (const name of [
      'Notifications',
      'Reminders',
      'Calendar feed',
      'Chat privacy',
      'People search',
      'Your data',
      'Danger zone',
    ])
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
  });

  it('when read receipts are switched off, then the change is saved, said Saved, and shows off', async () => {
    const calls = mockApi({
      ...settingsApi,
      'PUT /api/messages/settings': (body) => jsonResponse(200, body),
    });
    await openSettings();
    const receipts = await screen.findByRole('checkbox', { name: 'Read receipts' });
    await waitFor(() => expect(receipts).toBeEnabled());
    expect(receipts).toBeChecked();
    await userEvent.click(receipts);
    const privacy = screen.getByRole('region', { name: 'Chat privacy' });
    expect(await within(privacy).findByText('Saved')).toBeInTheDocument();
    expect(receipts).not.toBeChecked();
    expect(calls.find((call) => call.key === 'PUT /api/messages/settings')?.body).toEqual({
      readReceipts: false,
    });
  });

  it('when find me by search is switched off, then it shows off in the same click, is saved and said Saved', async () => {
    const calls = mockApi({
      ...settingsApi,
      'PUT /api/users/me/privacy': (body) => jsonResponse(200, { ...viewer, ...(body as object) }),
    });
    await openSettings();
    const searchable = screen.getByRole('switch', { name: /Find me by search/ });
    expect(searchable).toBeChecked();
    // Checked straight after the click, before any timer runs: a browser driver reads it then.
    fireEvent.click(searchable);
    expect(searchable).not.toBeChecked();
    const people = screen.getByRole('region', { name: 'People search' });
    expect(await within(people).findByText('Saved')).toBeInTheDocument();
    expect(searchable).not.toBeChecked();
    expect(calls.find((call) => call.key === 'PUT /api/users/me/privacy')?.body).toEqual({
      searchable: false,
    });
  });

  it('when saving a setting fails, then it shows what the server has again and says why', async () => {
    mockApi({
      ...settingsApi,
      'PUT /api/messages/settings': () =>
        jsonResponse(500, { code: 'SERVER_ERROR', message: 'Something went wrong' }),
      'PUT /api/users/me/notification-settings': () =>
        jsonResponse(500, { code: 'SERVER_ERROR', message: 'Something went wrong' }),
      'PUT /api/users/me/privacy': () =>
        jsonResponse(500, { code: 'SERVER_ERROR', message: 'Something went wrong' }),
    });
    await openSettings();
    const receipts = await screen.findByRole('checkbox', { name: 'Read receipts' });
    await waitFor(() => expect(receipts).toBeEnabled());
    await userEvent.click(receipts);
    expect(
      await screen.findByText("Couldn't save the setting. Please try again."),
    ).toBeInTheDocument();
    expect(receipts).toBeChecked();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();

    const email = screen.getByRole('checkbox', { name: 'Friend requests: by email' });
    await userEvent.click(email);
    expect(
      await screen.findByText('Your change could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(email).toBeChecked();

    const searchable = screen.getByRole('switch', { name: /Find me by search/ });
    await userEvent.click(searchable);
    const people = screen.getByRole('region', { name: 'People search' });
    expect(
      await within(people).findByText('Your change could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(searchable).toBeChecked();
  });

  it('when deleting with a wrong password, then the reason shows and the student stays signed in', async () => {
    mockApi({
      ...settingsApi,
      'DELETE /api/users/me': () =>
        jsonResponse(400, { code: 'PASSWORD_WRONG', message: 'Password is incorrect' }),
    });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    await userEvent.type(within(form).getByLabelText('Your password, to confirm'), 'nope-nope');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText('Password is incorrect')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token');
  });

  it('when deleting is confirmed, then the password is sent and the session ends', async () => {
    const calls = mockApi({
      ...settingsApi,
      'DELETE /api/users/me': () =>
        jsonResponse(200, { message: 'Your account has been deleted.' }),
    });
    await openSettings();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    const form = screen.getByRole('form', { name: 'Delete my account' });
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    expect(await within(form).findByText('Password is required')).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText('Your password, to confirm'), 'my-secret');
    await userEvent.click(within(form).getByRole('button', { name: 'Delete my account for good' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(calls.find((call) => call.key === 'DELETE /api/users/me')?.body).toEqual({
      password: 'my-secret',
    });
  });
});
