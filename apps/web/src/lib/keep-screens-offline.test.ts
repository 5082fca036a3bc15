import { QueryClient } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { keepScreensOfflineOnceSignedIn } from './keep-screens-offline';
import { keepScreensOffline } from './offline-queries';

jest.mock('./offline-queries', () => ({ keepScreensOffline: jest.fn(() => () => undefined) }));

const keeping = keepScreensOffline as jest.MockedFunction<typeof keepScreensOffline>;

/** What a sign-in does (features/auth/session.ts): the token in storage, the session in the cache. */
function signIn(client: QueryClient) {
  localStorage.setItem('token', 'tok');
  client.setQueryData(['session'], { token: 'tok' });
}

const aMoment = () => new Promise((resolve) => setTimeout(resolve, 20));

beforeEach(() => {
  localStorage.clear();
  keeping.mockClear();
});

describe('keeping screens for offline use only for a signed-in student', () => {
  it('when a visitor opens the app, then nothing is kept until they sign in, and their screens are kept from then on', async () => {
    const client = new QueryClient();
    keepScreensOfflineOnceSignedIn(client);
    client.setQueryData(['landing'], {});
    await aMoment();
    expect(keeping).not.toHaveBeenCalled();

    signIn(client);
    await waitFor(() => expect(keeping).toHaveBeenCalledWith(client));
    client.setQueryData(['dashboard'], {});
    await aMoment();
    expect(keeping).toHaveBeenCalledTimes(1);
  });

  it('when the app opens with a saved session, then the screens are kept at once', async () => {
    localStorage.setItem('token', 'tok');
    const client = new QueryClient();
    keepScreensOfflineOnceSignedIn(client);
    await waitFor(() => expect(keeping).toHaveBeenCalledWith(client));
  });
});
