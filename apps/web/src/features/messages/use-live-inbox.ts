import { activityRoomId, LIMITS } from '@peerconnect/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { CHAT } from '@/config/timeouts';
import { useAuth } from '@/features/auth';
import { emitWithAck } from '@/lib/socket';
import { clearUnread, getInboxQueryOptions, useInbox } from './api/get-inbox';
import { useSessionSocket, useSocketEvent, useSocketStatus } from './use-socket';

/**
 * Keeps the inbox (and so every unread count) current wherever the student is: the socket sits
 * in each of their activity chats' rooms, a message from someone else refreshes the counts, a
 * chat read on another device clears here, and every (re)connection catches up on what came
 * while the socket was away. The server's counts are the truth: they are refetched, not counted.
 */
export function useLiveInbox(): void {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const socket = useSessionSocket();
  const connected = useSocketStatus(socket) === 'connected';
  const inbox = useInbox();
  // A message that arrives while the inbox is being fetched may be missing from that answer: it
  // is fetched once more when that one is in (not cancelled and restarted for every message).
  const missed = useRef(false);
  const refresh = useCallback(() => {
    if (queryClient.getQueryState(getInboxQueryOptions().queryKey)?.fetchStatus === 'fetching') {
      missed.current = true;
      return;
    }
    void queryClient.invalidateQueries({ queryKey: getInboxQueryOptions().queryKey });
  }, [queryClient]);
  useEffect(() => {
    if (inbox.fetchStatus !== 'idle' || !missed.current) return;
    missed.current = false;
    void queryClient.invalidateQueries({ queryKey: getInboxQueryOptions().queryKey });
  }, [queryClient, inbox.fetchStatus]);

  const activityIds = (inbox.data ?? [])
    .flatMap((entry) => (entry.kind === 'activity' ? [entry.activity._id] : []))
    .join(',');
  const answered = inbox.status !== 'pending';
  // Each (re)connection, once the inbox has answered: the socket joins the rooms of the student's
  // activity chats, then the counts are asked again, catching up on what came while it was away or
  // not yet in a room. (Best effort: a room not joined only delays that chat's count to the next
  // refresh.) The page's first answer is waited for, not asked again while on its way.
  useEffect(() => {
    if (!socket || !connected || !answered) return;
    const roomIds = activityIds
      ? activityIds.split(',').map(activityRoomId).slice(0, LIMITS.activityRoomsPerJoin)
      : [];
    const joined =
      roomIds.length > 0
        ? emitWithAck(socket, 'join-activity-rooms', { roomIds }, CHAT.socketFetchTimeout).catch(
            () => undefined,
          )
        : Promise.resolve();
    void joined.then(refresh);
  }, [socket, connected, answered, activityIds, refresh]);

  useSocketEvent(socket, 'receive-message', refresh);
  useSocketEvent(socket, 'message-changed', refresh);
  useSocketEvent(socket, 'activity-message-changed', refresh);
  useSocketEvent(socket, 'activity-message', (message) => {
    if (message.sender._id !== user?._id) refresh();
  });
  useSocketEvent(socket, 'chat-read', (chat) => clearUnread(queryClient, chat));
}
