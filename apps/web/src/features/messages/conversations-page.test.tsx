import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { openSessionSocket } from '@/lib/socket';
import { fakeSessionSocket, type FakeSocket } from '@/test/fake-socket';
import { jsonResponse, mockApi, renderAt } from '@/test/render';
import ConversationsPage from './conversations-page';

jest.mock('@/lib/socket');

const ME = { _id: 'a'.repeat(24), username: 'ada' };
const BOB = { _id: 'b'.repeat(24), username: 'bob', profilePicture: '' };
const CY = { _id: 'c'.repeat(24), username: 'cy', profilePicture: '/uploads/cy.png' };

let socket: FakeSocket;

function openConversations() {
  localStorage.setItem('token', 'tok');
  localStorage.setItem('user', JSON.stringify(ME));
  localStorage.setItem('authTimestamp', String(Date.now()));
  renderAt('/messages', <Route path="/messages" element={<ConversationsPage />} />);
}

beforeEach(() => {
  socket = fakeSessionSocket();
  socket.connected = true;
});

describe('conversations page', () => {
  it('when the list is loading, then Messages and Loading conversations...', async () => {
    mockApi({ 'GET /api/messages/inbox': () => new Promise<Response>(() => {}) });
    openConversations();
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(screen.getByText('Loading conversations...')).toBeInTheDocument();
  });

  it('when loading fails, then Failed to load conversations', async () => {
    mockApi({ 'GET /api/messages/inbox': () => jsonResponse(403, { message: 'No' }) });
    openConversations();
    expect(await screen.findByText('Failed to load conversations')).toBeInTheDocument();
  });

  it('when there are no conversations, then the empty text points to the friends list', async () => {
    mockApi({ 'GET /api/messages/inbox': () => jsonResponse(200, []) });
    openConversations();
    expect(await screen.findByText('No conversations yet')).toBeInTheDocument();
    expect(
      screen.getByText('Start chatting with your friends from your friends list.'),
    ).toBeInTheDocument();
  });

  it('when there are conversations, then each row links to the chat with initial or picture, last message and unread count', async () => {
    mockApi({
      'GET /api/messages/inbox': () =>
        jsonResponse(200, [
          {
            kind: 'direct',
            user: BOB,
            lastMessage: { content: 'See you at 6' },
            unreadCount: 2,
            muted: false,
          },
          { kind: 'direct', user: CY, lastMessage: null, unreadCount: 0, muted: false },
        ]),
    });
    openConversations();
    const bob = await screen.findByRole('link', { name: /bob/ });
    expect(bob).toHaveAttribute('href', `/messages/${BOB._id}`);
    expect(bob).toHaveAccessibleName('bob See you at 6 2 unread');
    expect(bob.querySelector('.avatar')).toHaveTextContent('B');
    const cy = screen.getByRole('link', { name: /cy/ });
    expect(cy).toHaveTextContent('No messages yet');
    expect(cy.querySelector('img')).toHaveAttribute('src', '/uploads/cy.png');
    expect(cy).not.toHaveTextContent('unread');
  });

  it('when a message arrives, then the list updates without a reload', async () => {
    let unread = 0;
    mockApi({
      'GET /api/messages/inbox': () =>
        jsonResponse(200, [
          {
            kind: 'direct',
            user: BOB,
            lastMessage: { content: `${unread} new` },
            unreadCount: unread,
            muted: false,
          },
        ]),
    });
    openConversations();
    await screen.findByText('0 new');
    await waitFor(() => expect(openSessionSocket).toHaveBeenCalled());
    unread = 1;
    act(() =>
      socket.serverEmits('receive-message', {
        _id: 'd'.repeat(24),
        content: '1 new',
        sender: BOB._id,
        recipient: ME._id,
        roomId: `${ME._id}_${BOB._id}`,
        createdAt: new Date().toISOString(),
      }),
    );
    expect(await screen.findByText('1 new')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /bob/ })).toHaveTextContent('1 unread');
  });

  it('when the student has activity chats too, then they list among the conversations, link to the activity, and a filter shows one kind', async () => {
    mockApi({
      'GET /api/messages/inbox': () =>
        jsonResponse(200, [
          {
            kind: 'activity',
            activity: { _id: 'e'.repeat(24), title: 'Chess club' },
            lastMessage: {
              content: 'Board 3 is free',
              createdAt: '2030-01-01T12:00:00Z',
              senderName: 'cy',
            },
            unreadCount: 4,
            muted: true,
          },
          {
            kind: 'direct',
            user: BOB,
            lastMessage: { content: 'hi' },
            unreadCount: 0,
            muted: false,
          },
        ]),
    });
    openConversations();
    const chess = await screen.findByRole('link', { name: /Chess club/ });
    expect(chess).toHaveAttribute('href', `/activities/${'e'.repeat(24)}/chat`);
    expect(chess).toHaveTextContent('cy: Board 3 is free');
    expect(chess).toHaveTextContent('Muted');
    expect(chess).toHaveTextContent('4 unread');
    await userEvent.click(screen.getByRole('button', { name: 'Direct' }));
    expect(screen.queryByRole('link', { name: /Chess club/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /bob/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activity chats' }));
    expect(screen.getByRole('link', { name: /Chess club/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /bob/ })).not.toBeInTheDocument();
  });

  it('when an activity chat is open on a wide screen, then the inbox stays beside it with its row marked', async () => {
    const chess = { _id: 'e'.repeat(24), title: 'Chess club' };
    mockApi({
      'GET /api/messages/inbox': () =>
        jsonResponse(200, [
          { kind: 'activity', activity: chess, unreadCount: 0, muted: false },
          {
            kind: 'direct',
            user: BOB,
            lastMessage: { content: 'hi' },
            unreadCount: 0,
            muted: false,
          },
        ]),
    });
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user', JSON.stringify(ME));
    localStorage.setItem('authTimestamp', String(Date.now()));
    renderAt(
      `/activities/${chess._id}/chat`,
      <Route element={<ConversationsPage />}>
        <Route path="/activities/:activityId/chat" element={<p>The group chat</p>} />
      </Route>,
    );
    expect(await screen.findByText('The group chat')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Chess club/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: /bob/ })).not.toHaveAttribute('aria-current');
  });
});
