import {
  directRoomId,
  type ChatRef,
  type DirectMessage,
  type ReplyPreview,
} from '@peerconnect/contracts';
import { CHAT } from '@/config/timeouts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { deliverMessage, useKeptMessages } from './outbox';
import { updateThread } from './thread-cache';
import { threadItems, type Thread } from './thread';
import { useCatchUpOnConnect } from './use-catch-up';
import { useSessionSocket, useSocketEvent, useSocketStatus } from './use-socket';
import { useMessageChanges } from './use-message-changes';
import { useOlderMessages } from './use-older-messages';
import { emitWithAck, reconnectNow } from '@/lib/socket';
import { deleteDirectMessage } from './api/delete-direct-message';
import { editDirectMessage } from './api/edit-direct-message';
import {
  directThreadOptions,
  directThreadRef,
  fetchDirectMessages,
} from './api/get-direct-messages';
import { postDirectMessage } from './api/send-direct-message';
import { reactToDirectMessage } from './api/react-to-direct-message';
import { useIsOnline } from './use-presence';
import { useOtherIsTyping, useTypingSignal } from './use-typing';

/** A one-to-one conversation: messages, live delivery, sending, typing and presence. */
export function useDirectChat(myId: string, otherId: string) {
  const queryClient = useQueryClient();
  const socket = useSessionSocket();
  const status = useSocketStatus(socket);
  const connected = status === 'connected';
  const roomId = directRoomId(myId, otherId);
  const ref = useMemo(() => directThreadRef(queryClient, otherId), [queryClient, otherId]);
  const chatRef = useMemo<ChatRef>(() => ({ kind: 'direct', id: otherId }), [otherId]);
  const thread = useQuery(directThreadOptions(ref, otherId));
  const [otherTyping, otherStoppedTyping] = useOtherIsTyping(socket, roomId, otherId);
  const signal = useTypingSignal(socket, roomId);
  const online = useIsOnline(socket, connected, otherId);

  useCatchUpOnConnect(ref, connected);
  useKeptMessages(ref, chatRef, thread.isSuccess);
  const older = useOlderMessages<DirectMessage>(ref, thread.data, (before) =>
    fetchDirectMessages(otherId, { before }),
  );
  useEffect(() => {
    if (!connected) return;
    // A refusal here refuses the HTTP load too, and that one shows the server's reason.
    emitWithAck(socket, 'join-room', { roomId }, CHAT.socketFetchTimeout).catch(() => undefined);
  }, [socket, connected, roomId]);

  useSocketEvent(socket, 'receive-message', (message) => {
    const fromOther = message.sender === otherId && message.recipient === myId;
    const fromMe = message.sender === myId && message.recipient === otherId;
    if (!fromOther && !fromMe) return;
    updateThread<DirectMessage>(ref, { type: 'received', messages: [message] });
    if (fromOther) {
      otherStoppedTyping();
      // Fetching the conversation marks the new message read, since the user is looking at it.
      void queryClient.invalidateQueries({ queryKey: ref.queryKey });
    }
  });

  // The other student read the conversation: my messages up to then are read.
  useSocketEvent(socket, 'messages-read', ({ roomId: room, readerId, readAt }) => {
    if (room !== roomId || readerId !== otherId) return;
    queryClient.setQueryData<Thread<DirectMessage>>(ref.queryKey, (current) =>
      current
        ? {
            ...current,
            messages: current.messages.map((message) =>
              message.sender === myId && message.createdAt <= readAt
                ? { ...message, read: true }
                : message,
            ),
          }
        : current,
    );
  });
  useSocketEvent(socket, 'message-changed', (message) => {
    if (message.roomId === roomId) updateThread<DirectMessage>(ref, { type: 'changed', message });
  });
  const changes = useMessageChanges<DirectMessage>(ref, {
    edit: editDirectMessage,
    remove: deleteDirectMessage,
    react: reactToDirectMessage,
  });

  /**
   * Sends `content` under `clientId`: a new one, or a failed message's own when it is retried;
   * `replyTo`, the message it answers.
   */
  function send(content: string, clientId: string, replyTo?: ReplyPreview) {
    signal.stoppedTyping();
    const reply = replyTo ? { replyTo: replyTo._id } : {};
    void deliverMessage<DirectMessage>(
      ref,
      chatRef,
      content,
      {
        viaSocket: (text, id) =>
          emitWithAck(
            socket,
            'send-message',
            { receiverId: otherId, content: text, clientId: id, ...reply },
            CHAT.sendTimeout,
          ).then((ack) => ack.message),
        viaHttp: (text, id) =>
          postDirectMessage({ receiverId: otherId, content: text, clientId: id, ...reply }),
      },
      clientId,
      replyTo,
    );
  }

  const messages = thread.data?.messages ?? [];
  const seen = messages.findLast((message) => message.sender === myId && message.read === true);

  return {
    chatRef,
    status,
    /** The last of my messages the other student has read (with receipts on for both). */
    seenId: seen?._id,
    reconnect() {
      if (socket) reconnectNow(socket);
    },
    thread,
    older,
    changes,
    items: thread.data ? threadItems(thread.data) : [],
    send,
    retry: (clientId: string) => updateThread<DirectMessage>(ref, { type: 'retried', clientId }),
    typing: signal.typing,
    otherTyping,
    // What this client last heard; while it is not connected the dot cannot be trusted.
    online: connected && online,
  };
}
