import {
  activityRoomId,
  parseActivityRoomId,
  type ChatMessage,
  type ChatRef,
  type ReplyPreview,
} from '@peerconnect/contracts';
import { CHAT } from '@/config/timeouts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { emitWithAck, reconnectNow, SocketAckError, type AppSocket } from '@/lib/socket';
import { deleteActivityMessage } from './api/delete-activity-message';
import { editActivityMessage } from './api/edit-activity-message';
import {
  activityThreadOptions,
  activityThreadRef,
  fetchActivityMessages,
} from './api/get-activity-messages';
import { postActivityMessage } from './api/send-activity-message';
import { reactToActivityMessage } from './api/react-to-activity-message';
import { clearUnread } from './api/get-inbox';
import { markActivityRead } from './api/mark-activity-read';
import { newClientId } from './client-id';
import { deliverMessage, useKeptMessages } from './outbox';
import { updateThread, type ThreadRef } from './thread-cache';
import { useCatchUpOnConnect, useElapsed } from './use-catch-up';
import { useMessageChanges } from './use-message-changes';
import { useOlderMessages } from './use-older-messages';
import { messageCount, threadItems } from './thread';
import { useSessionSocket, useSocketEvent, useSocketStatus } from './use-socket';
import { useGroupTyping } from './use-group-presence';
import { useTypingSignal } from './use-typing';
import { useChatOnScreen } from './open-chat';

function addNote(ref: ThreadRef, content: string) {
  updateThread<ChatMessage>(ref, {
    type: 'noted',
    note: { id: newClientId(), content, createdAt: new Date().toISOString() },
  });
}

/** Keeps the socket in the activity's room while connected; a refusal shows as a system line. */
function useActivityRoom(
  socket: AppSocket | null,
  connected: boolean,
  ref: ThreadRef,
  roomId: string,
) {
  useEffect(() => {
    if (!socket || !connected) return;
    emitWithAck(socket, 'join-activity-room', { roomId }, CHAT.socketFetchTimeout).catch(
      (error: unknown) => {
        if (error instanceof SocketAckError && error.reason === 'rejected')
          addNote(ref, error.message);
      },
    );
    // The socket stays in the room after the chat closes: the inbox counts its messages as unread.
  }, [socket, connected, ref, roomId]);
}

/**
 * While the chat is open and connected, what it shows counts as read: on opening and on every
 * new message, on all the student's devices (the server tells them).
 */
function useReadWhileOpen(activityId: string, open: boolean, lastMessageId: string | undefined) {
  const queryClient = useQueryClient();
  // A mark still waiting when the student leaves is made then, not dropped with the screen.
  const pending = useRef(false);
  const mark = useCallback(() => {
    pending.current = false;
    markActivityRead(activityId)
      .then(() => clearUnread(queryClient, { kind: 'activity', id: activityId }))
      // Not marked now means still counted: the next message or opening tries again.
      .catch(() => undefined);
  }, [queryClient, activityId]);
  // Opening marks at once; what arrives while open waits a moment, so a burst marks once.
  const markedOnOpen = useRef(false);
  useEffect(() => {
    if (!open || lastMessageId === undefined) return;
    if (!markedOnOpen.current) {
      markedOnOpen.current = true;
      mark();
      return;
    }
    pending.current = true;
    const timer = setTimeout(mark, CHAT.markReadDelay);
    return () => clearTimeout(timer);
  }, [mark, open, lastMessageId]);
  useEffect(
    () => () => {
      if (pending.current) mark();
    },
    [mark],
  );
}

/**
 * The activity group chat: connection, messages (cached, last 50), live updates, sending and
 * changing messages; `open`: the student is looking at it (it counts as read).
 */
export function useActivityChat(activityId: string, open: boolean, myId: string) {
  const queryClient = useQueryClient();
  const socket = useSessionSocket();
  const status = useSocketStatus(socket);
  const connected = status === 'connected';
  const roomId = activityRoomId(activityId);
  const typists = useGroupTyping(socket, roomId, myId);
  const signal = useTypingSignal(socket, roomId);
  const chatRef = useMemo<ChatRef>(() => ({ kind: 'activity', id: activityId }), [activityId]);
  useChatOnScreen(chatRef, open);
  const ref = useMemo(() => activityThreadRef(queryClient, activityId), [queryClient, activityId]);
  // Loading waits for the connection (the socket answers fastest), but not longer than 5 s.
  const waitedForConnection = useElapsed(CHAT.connectionWait);
  const thread = useQuery({
    ...activityThreadOptions(ref, socket, activityId),
    enabled: connected || waitedForConnection,
  });
  useCatchUpOnConnect(ref, connected);
  useKeptMessages(ref, chatRef, thread.isSuccess);
  const older = useOlderMessages<ChatMessage>(ref, thread.data, (before) =>
    fetchActivityMessages(activityId, { before }),
  );

  useActivityRoom(socket, connected, ref, roomId);
  useReadWhileOpen(activityId, open && connected, thread.data?.messages.at(-1)?._id);

  const receive = (message: ChatMessage) => {
    if (parseActivityRoomId(message.roomId) === activityId) {
      updateThread(ref, { type: 'received', messages: [message] });
      typists.stopped(message.sender._id);
    }
  };
  useSocketEvent(socket, 'activity-message', receive);
  useSocketEvent(socket, 'activity-message-confirmation', ({ message }) => receive(message));
  useSocketEvent(socket, 'activity-message-changed', (message) => {
    if (parseActivityRoomId(message.roomId) === activityId)
      updateThread(ref, { type: 'changed', message });
  });
  const changes = useMessageChanges<ChatMessage>(ref, {
    edit: (id, content) => editActivityMessage(activityId, id, content),
    remove: (id) => deleteActivityMessage(activityId, id),
    react: (id, emoji) => reactToActivityMessage(activityId, id, emoji),
  });
  useSocketEvent(socket, 'activity-message-error', ({ clientId }) => {
    if (clientId) updateThread<ChatMessage>(ref, { type: 'failed', clientId });
  });

  /**
   * Sends `content` under `clientId`: a new one, or a failed message's own when it is retried;
   * `replyTo`, the message it answers.
   */
  function send(content: string, clientId: string, replyTo?: ReplyPreview) {
    signal.stoppedTyping();
    const reply = replyTo ? { replyTo: replyTo._id } : {};
    void deliverMessage<ChatMessage>(
      ref,
      chatRef,
      content,
      {
        viaSocket: (text, id) =>
          emitWithAck(
            socket,
            'send-activity-message',
            { roomId, content: text, clientId: id, ...reply },
            CHAT.sendTimeout,
          ).then((ack) => ack.message),
        viaHttp: (text, id) =>
          postActivityMessage({ activityId, content: text, clientId: id, ...reply }),
      },
      clientId,
      replyTo,
    );
  }

  return {
    chatRef,
    status,
    thread,
    items: thread.data ? threadItems(thread.data) : [],
    count: thread.data ? messageCount(thread.data) : 0,
    older,
    changes,
    send,
    retry: (clientId: string) => updateThread<ChatMessage>(ref, { type: 'retried', clientId }),
    /** Tells the others the student is typing (throttled). */
    typing: signal.typing,
    /** The names of the others typing now, in the order they started. */
    typingNames: typists.names,
    reconnect() {
      if (socket) reconnectNow(socket);
    },
  };
}
