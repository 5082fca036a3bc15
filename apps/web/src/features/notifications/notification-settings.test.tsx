import { NOTIFICATION_TYPES, type NotificationSettings as Settings } from '@peerconnect/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { NotificationSettings } from './components/notification-settings';
import { ReminderSettings } from './components/reminder-settings';

const SETTINGS_PATH = '/api/users/me/notification-settings';

const allOn = (): Settings => ({
  types: Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, { inApp: true, email: true, push: true }]),
  ) as Settings['types'],
  reminderMinutes: 60,
});

function showSettings() {
  localStorage.setItem('token', 'tok');
  renderAt(
    '/settings',
    <Route
      path="/settings"
      element={
        <>
          <NotificationSettings />
          <ReminderSettings />
        </>
      }
    />,
  );
}

describe('notification settings', () => {
  it('when a channel is switched off, then only that change is sent and the switch stays off', async () => {
    const stored = allOn();
    const calls = mockApi({
      [`GET ${SETTINGS_PATH}`]: () => jsonResponse(200, stored),
      [`PUT ${SETTINGS_PATH}`]: () => {
        stored.types['friend-request'].email = false;
        return jsonResponse(200, stored);
      },
    });
    showSettings();
    const email = await screen.findByRole('checkbox', { name: 'Friend requests: by email' });
    expect(email).toBeChecked();
    await userEvent.click(email);
    await waitFor(() => expect(email).not.toBeChecked());
    expect(calls.find((call) => call.key === `PUT ${SETTINGS_PATH}`)?.body).toEqual({
      types: { 'friend-request': { email: false } },
    });
    expect(screen.getByRole('checkbox', { name: 'Friend requests: in the app' })).toBeChecked();
  });

  it('when the reminder is changed, then the minutes are sent; 0 turns it off', async () => {
    const stored = allOn();
    const calls = mockApi({
      [`GET ${SETTINGS_PATH}`]: () => jsonResponse(200, stored),
      [`PUT ${SETTINGS_PATH}`]: (body) => {
        stored.reminderMinutes = (body as { reminderMinutes: number }).reminderMinutes;
        return jsonResponse(200, stored);
      },
    });
    showSettings();
    const reminder = await screen.findByLabelText('Remind me before my activities start');
    expect(reminder).toHaveDisplayValue('1 hour before');
    await userEvent.selectOptions(reminder, '1 day before');
    await waitFor(() => expect(reminder).toHaveDisplayValue('1 day before'));
    await userEvent.selectOptions(reminder, 'No reminder');
    await waitFor(() => expect(reminder).toHaveDisplayValue('No reminder'));
    const sent = calls.filter((call) => call.key === `PUT ${SETTINGS_PATH}`).map((c) => c.body);
    expect(sent).toEqual([{ reminderMinutes: 1440 }, { reminderMinutes: 0 }]);
  });

  it('when saving fails, then the switch goes back and the student is told', async () => {
    mockApi({
      [`GET ${SETTINGS_PATH}`]: () => jsonResponse(200, allOn()),
      [`PUT ${SETTINGS_PATH}`]: () => jsonResponse(500, { message: 'Server error' }),
    });
    showSettings();
    const inApp = await screen.findByRole('checkbox', { name: 'Activity reminders: in the app' });
    await userEvent.click(inApp);
    expect(
      await screen.findByText('Your change could not be saved. Please try again.'),
    ).toBeInTheDocument();
    expect(inApp).toBeChecked();
  });
});
