import { CHAT_MESSAGES, type ChatMessage } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useCallback } from 'react';
import { Spinner } from '@/components/ui/spinner';
import type { useActivityChat } from '../use-activity-chat';
import { useComposer } from '../use-composer';
import { hasUnsent } from '../thread';
import { ConnectionNotice } from './connection-notice';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ActivityChatBodyProps {
  chat: ReturnType<typeof useActivityChat>;
  myId: string;
  organizerId?: string;
  readOnly: boolean;
  /** Shows who is typing under the messages (the full screen shows it in its header instead). */
  typingLine?: boolean;
}

/**
 * An activity chat's connection state, messages and composer, as the panel beside the activity
 * and the chat's own screen show it. Everyone edits and deletes their own messages; the organizer
 * also removes anyone's.
 */
export function ActivityChatBody({
  chat,
  myId,
  organizerId,
  readOnly,
  typingLine = false,
}: ActivityChatBodyProps) {
  const loaded = chat.thread.data !== undefined;
  const author = useCallback(
    (message: ChatMessage) => ({
      mine: message.sender._id === myId,
      senderId: message.sender._id,
      senderName: message.sender.username,
    }),
    [myId],
  );
  const { actions, composer, retry } = useComposer<ChatMessage>(
    chat,
    {
      myId,
      canEdit: (message) => message.sender._id === myId,
      canDelete: (message) => message.sender._id === myId || organizerId === myId,
    },
    (message) => ({ id: message.sender._id, name: message.sender.username }),
  );

  function body() {
    if (!loaded) {
      if (chat.status === 'error' || chat.status === 'offline') return null;
      if (chat.status === 'connecting') return <Spinner label={M.connecting} />;
      if (chat.thread.isError) return <p className="alert">{M.couldNotLoad}</p>;
      return <Spinner label={M.loadingMessages} />;
    }
    return (
      <>
        {chat.thread.isRefetchError && <p className="alert">{M.loadError}</p>}
        {chat.changes.failed && (
          <p className="alert" role="alert">
            {M.changeFailed}
          </p>
        )}
        <MessageList
          items={chat.items}
          label={M.groupChatTitle}
          author={author}
          older={chat.older}
          actions={readOnly ? undefined : actions}
          onRetry={retry}
          empty={<p className="chat-empty muted">{M.empty}</p>}
        />
        {typingLine && (
          <p className="chat-typing muted" aria-live="polite">
            {chat.typingNames.length > 0 && M.groupTyping(chat.typingNames)}
          </p>
        )}
        {readOnly ? (
          <p className="notice">{CHAT_MESSAGES.chatReadOnly}</p>
        ) : (
          <MessageComposer
            {...composer}
            // Offline, what is sent waits in the outbox; while connecting, the room is not joined yet.
            disabled={chat.status === 'connecting' || chat.status === 'error'}
            label={M.messageTheGroup}
          />
        )}
      </>
    );
  }

  return (
    <>
      <ConnectionNotice
        status={chat.status}
        loaded={loaded}
        unsent={hasUnsent(chat.thread.data)}
        onReconnect={chat.reconnect}
      />
      {body()}
    </>
  );
}
