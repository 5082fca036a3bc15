import { QueryClient } from '@tanstack/react-query';
import { act, waitFor } from '@testing-library/react';
import { get } from 'idb-keyval';
import { clearOfflineData, offlineStore } from './offline-data';
import { SHOWN_OFFLINE } from './offline-meta';
import { keepScreensOffline } from './offline-queries';

const ADA = { _id: 'a'.repeat(24), username: 'ada' };
const BEN = { _id: 'b'.repeat(24), username: 'ben' };
const JOINED = ['activities', 'insights'];
const NOTIFICATIONS = ['notifications'];

let onLine: jest.SpyInstance<boolean, []>;
const stops: (() => void)[] = [];

function signIn(user: { _id: string; username: string }) {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(user));
  localStorage.setItem('authTimestamp', String(Date.now()));
}

function keeping(client: QueryClient) {
  stops.push(keepScreensOffline(client));
  return client;
}

const savedFor = (userId: string) => get(`screens-${userId}`, offlineStore('queries'));

/** A session that saw its joined activities (kept offline) and its notifications (not kept). */
async function visitDashboard(client: QueryClient) {
  await client.fetchQuery({
    queryKey: JOINED,
    queryFn: () => ({ joined: ['Chess club'] }),
    meta: SHOWN_OFFLINE,
  });
  await client.fetchQuery({ queryKey: NOTIFICATIONS, queryFn: () => ['A reminder'] });
  await waitFor(async () => expect(await savedFor(ADA._id)).toBeDefined(), { timeout: 3_000 });
}

beforeEach(async () => {
  await clearOfflineData();
  onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
});

afterEach(() => {
  for (const stop of stops.splice(0)) stop();
  onLine.mockRestore();
});

describe('screens kept for offline use', () => {
  it('when a screen’s kept query answers, then it is saved for the signed-in student, and nothing else is', async () => {
    signIn(ADA);
    await visitDashboard(keeping(new QueryClient()));
    const saved = (await savedFor(ADA._id)) as { queries: { queryKey: unknown }[] };
    expect(saved.queries.map((query) => query.queryKey)).toEqual([JOINED]);
  });

  it('when the app opens offline, then the saved screens are back, marked outdated, ready to show', async () => {
    signIn(ADA);
    await visitDashboard(keeping(new QueryClient()));

    onLine.mockReturnValue(false);
    const reopened = keeping(new QueryClient());
    await waitFor(() => expect(reopened.getQueryData(JOINED)).toEqual({ joined: ['Chess club'] }));
    expect(reopened.getQueryState(JOINED)?.isInvalidated).toBe(true);
    expect(reopened.getQueryData(NOTIFICATIONS)).toBeUndefined();
  });

  it('when the app opens online, then it shows fresh answers only, and the saved ones once the network goes', async () => {
    signIn(ADA);
    await visitDashboard(keeping(new QueryClient()));

    const reopened = keeping(new QueryClient());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reopened.getQueryData(JOINED)).toBeUndefined();
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await waitFor(() => expect(reopened.getQueryData(JOINED)).toEqual({ joined: ['Chess club'] }));
  });

  it('when a new version of the app opens offline, then the screens saved by the old one are not shown in it', async () => {
    signIn(ADA);
    await visitDashboard(keeping(new QueryClient()));

    const entry = document.createElement('script');
    entry.type = 'module';
    entry.src = '/static/js/index-newbuild.js';
    document.head.append(entry);
    try {
      onLine.mockReturnValue(false);
      const reopened = keeping(new QueryClient());
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      expect(reopened.getQueryData(JOINED)).toBeUndefined();
    } finally {
      entry.remove();
    }
  });

  it('when another student signs in on this browser, then they do not see the first one’s screens', async () => {
    signIn(ADA);
    await visitDashboard(keeping(new QueryClient()));

    signIn(BEN);
    onLine.mockReturnValue(false);
    const reopened = keeping(new QueryClient());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reopened.getQueryData(JOINED)).toBeUndefined();
  });

  it('when the student signed out, then nothing of theirs is kept, nor comes back on their next visit', async () => {
    signIn(ADA);
    const client = keeping(new QueryClient());
    await visitDashboard(client);
    await clearOfflineData();
    expect(await savedFor(ADA._id)).toBeUndefined();

    client.clear();
    await client.fetchQuery({
      queryKey: ['chat', 'inbox'],
      queryFn: () => [],
      meta: SHOWN_OFFLINE,
    });
    await waitFor(async () => expect(await savedFor(ADA._id)).toBeDefined(), { timeout: 3_000 });
    const saved = (await savedFor(ADA._id)) as { queries: { queryKey: unknown }[] };
    expect(saved.queries.map((query) => query.queryKey)).toEqual([['chat', 'inbox']]);
  });
});
