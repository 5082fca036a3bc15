import { act, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { InboxEntry } from '@peerconnect/contracts';
import { useState } from 'react';
import { createQueryClient } from '@/lib/query-client';
import { getInboxQueryOptions, useUnreadTotal } from './api/get-inbox';
import { useChatOnScreen } from './open-chat';

const BOB = 'b'.repeat(24);
const ACTIVITY = 'c'.repeat(24);

const inbox: InboxEntry[] = [
  {
    kind: 'direct',
    user: { _id: BOB, username: 'bob', profilePicture: '' },
    lastMessage: { content: 'three new ones' },
    unreadCount: 3,
    muted: false,
  },
  {
    kind: 'activity',
    activity: { _id: ACTIVITY, title: 'Chess' },
    lastMessage: { content: 'hi', createdAt: '2030-01-01T12:00:00Z', senderName: 'cy' },
    unreadCount: 2,
    muted: false,
  },
];

function Total() {
  return <p>total {useUnreadTotal()}</p>;
}

function Conversation({ id }: { id: string }) {
  useChatOnScreen({ kind: 'direct', id });
  return null;
}

function Screen() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Total />
      {open && <Conversation id={BOB} />}
      <button type="button" onClick={() => setOpen(false)}>
        leave
      </button>
    </>
  );
}

describe('the unread total while a chat is on screen', () => {
  it('when messages arrive in the conversation on screen, then they never count; leaving it counts what the server still has', () => {
    const client = createQueryClient();
    client.setQueryData(getInboxQueryOptions().queryKey, inbox);
    render(
      <QueryClientProvider client={client}>
        <Screen />
      </QueryClientProvider>,
    );
    // The server's answer may still count Bob's messages (its read mark is a round trip away).
    expect(screen.getByText('total 2')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'leave' }).click());
    expect(screen.getByText('total 5')).toBeInTheDocument();
  });
});
