import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import { PushOffer } from '@/components/push-offer';
import { PushToggle } from './components/push-toggle';

const PUBLIC_KEY =
  'BF8KB2KUo_RJ352EfaUqL2_uI_7yNq7-c0K3gC7hDrWGVPIznAjazdJVhRgI6e977XqSofJY-zGU9TNEPTwD3cY';
const ENDPOINT = 'https://fcm.googleapis.com/fcm/send/device-1';

/** A browser that can take pushes: its permission, and a service worker's push manager. */
function pushBrowser(permission: NotificationPermission, answer: NotificationPermission) {
  let current: PushSubscription | null = null;
  const subscription = {
    endpoint: ENDPOINT,
    toJSON: () => ({ endpoint: ENDPOINT, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }),
    unsubscribe: jest.fn(async () => true),
  } as unknown as PushSubscription;
  const pushManager = {
    getSubscription: jest.fn(async () => current),
    subscribe: jest.fn(async () => (current = subscription)),
  };
  const registration = { pushManager };
  const requestPermission = jest.fn(async () => answer);
  Object.defineProperty(window, 'Notification', {
    configurable: true,
    value: { permission, requestPermission },
  });
  Object.defineProperty(window, 'PushManager', {
    configurable: true,
    value: function PushManager() {},
  });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  return { pushManager, requestPermission };
}

afterEach(() => {
  for (const name of ['Notification', 'PushManager'] as const) Reflect.deleteProperty(window, name);
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

const show = (element: React.ReactElement) => renderAt('/', <Route path="/" element={element} />);

describe('push notifications on this device', () => {
  it('when the browser cannot take pushes, then the setting says so and offers nothing', async () => {
    show(<PushToggle />);
    expect(
      await screen.findByText('This browser cannot show notifications from PeerConnect.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when the student turns them on, then permission is asked only then and the device is subscribed with the app key', async () => {
    const browser = pushBrowser('default', 'granted');
    const calls = mockApi({
      'GET /api/push/public-key': () => jsonResponse(200, { publicKey: PUBLIC_KEY }),
      'POST /api/push/subscriptions': () => jsonResponse(201, { message: 'ok' }),
    });
    show(<PushToggle />);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(browser.requestPermission).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Notifications are on for this device.')).toBeInTheDocument();
    const [options] = browser.pushManager.subscribe.mock.calls[0] as unknown as [
      PushSubscriptionOptionsInit,
    ];
    expect(options.userVisibleOnly).toBe(true);
    expect((options.applicationServerKey as Uint8Array).length).toBe(65);
    expect(calls.find((call) => call.key === 'POST /api/push/subscriptions')?.body).toEqual({
      endpoint: ENDPOINT,
      keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
    });
  });

  it('when the student refuses the browser’s question, then the setting says notifications are blocked', async () => {
    const browser = pushBrowser('default', 'denied');
    show(<PushToggle />);
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Turn on notifications' }));
    expect(await screen.findByText(/blocked for PeerConnect/)).toBeInTheDocument();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('when a student first joins, then push is offered once in the page, never again', async () => {
    const browser = pushBrowser('default', 'granted');
    const first = show(<PushOffer />);
    expect(await screen.findByText(/Want a notification/)).toBeInTheDocument();
    expect(browser.requestPermission).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText(/Want a notification/)).not.toBeInTheDocument();
    first.unmount();
    show(<PushOffer />);
    expect(screen.queryByText(/Want a notification/)).not.toBeInTheDocument();
  });
});
