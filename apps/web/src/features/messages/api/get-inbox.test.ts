import { QueryObserver } from '@tanstack/react-query';
import { waitFor } from '@testing-library/react';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse, mockApi } from '@/test/render';
import { clearUnread, getInboxQueryOptions } from './get-inbox';

const BOB = { _id: 'b'.repeat(24), username: 'bob', profilePicture: '' };
const entry = (unreadCount: number) => ({
  kind: 'direct',
  user: BOB,
  lastMessage: { content: 'Room 204', createdAt: new Date().toISOString(), fromMe: false },
  unreadCount,
  muted: false,
});

describe('clearUnread', () => {
  it('when an inbox answer from before the read is on its way, then it is asked again and the count stays 0', async () => {
    let unreadOnServer = 1;
    let hold: Promise<void> | undefined;
    let answerHeld: (() => void) | undefined;
    let asked = 0;
    mockApi({
      'GET /api/messages/inbox': async () => {
        asked += 1;
        const counted = unreadOnServer;
        if (hold) await hold;
        return jsonResponse(200, [entry(counted)]);
      },
    });
    const queryClient = createQueryClient();
    const options = getInboxQueryOptions();
    // The navigation's count watches the inbox, as in the app.
    const unsubscribe = new QueryObserver(queryClient, options).subscribe(() => undefined);
    await waitFor(() => expect(queryClient.getQueryData(options.queryKey)).toBeDefined());

    // A new message: the inbox is asked again, and that answer (made before the read) is slow.
    hold = new Promise<void>((resolve) => (answerHeld = resolve));
    void queryClient.invalidateQueries({ queryKey: options.queryKey });
    await waitFor(() => expect(asked).toBe(2));
    hold = undefined;
    unreadOnServer = 0;
    clearUnread(queryClient, { kind: 'direct', id: BOB._id });
    answerHeld!();

    await waitFor(() => expect(asked).toBe(3));
    await waitFor(() =>
      expect(queryClient.getQueryState(options.queryKey)?.fetchStatus).toBe('idle'),
    );
    expect(queryClient.getQueryData(options.queryKey)?.[0]?.unreadCount).toBe(0);
    unsubscribe();
  });
});
