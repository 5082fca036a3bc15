import { directRoomId, type DirectMessage } from '@peerconnect/contracts';
import { CHAT } from '@/config/timeouts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import {
  deliverMessage,
  threadItems,
  useCatchUpOnConnect,
  updateThread,
  useSessionSocket,
  useSocketEvent,
  useSocketStatus,
} from '@/features/chat';
import { emitWithAck } from '@/lib/socket';
import { directThreadOptions, directThreadRef, postDirectMessage } from './api/direct-messages';
import { useIsOnline } from './use-presence';
import { useOtherIsTyping, useTypingSignal } from './use-typing';

/** A one-to-one conversation: messages, live delivery, sending, typing and presence. */
export function useDirectChat(myId: string, otherId: string) {
  const queryClient = useQueryClient();
  const socket = useSessionSocket();
  const connected = useSocketStatus(socket) === 'connected';
  const roomId = directRoomId(myId, otherId);
  const ref = useMemo(() => directThreadRef(queryClient, otherId), [queryClient, otherId]);
  const thread = useQuery(directThreadOptions(ref, otherId));
  const [otherTyping, otherStoppedTyping] = useOtherIsTyping(socket, roomId, otherId);
  const signal = useTypingSignal(socket, roomId);
  const online = useIsOnline(socket, connected, otherId);

  useCatchUpOnConnect(ref, connected);
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

  function send(content: string) {
    signal.stoppedTyping();
    void deliverMessage<DirectMessage>(ref, content, {
      viaSocket: (text, clientId) =>
        emitWithAck(
          socket,
          'send-message',
          { receiverId: otherId, content: text, clientId },
          CHAT.sendTimeout,
        ).then((ack) => ack.message),
      viaHttp: (text, clientId) =>
        postDirectMessage({ receiverId: otherId, content: text, clientId }),
    });
  }

  return {
    thread,
    items: thread.data ? threadItems(thread.data) : [],
    send,
    retry: (clientId: string) => updateThread<DirectMessage>(ref, { type: 'retried', clientId }),
    typing: signal.typing,
    otherTyping,
    online,
  };
}
