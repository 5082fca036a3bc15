import { ChevronDown, ChevronRight } from 'lucide-react';
import '../chat.css';
import { CHAT_MESSAGES, type ChatMessage } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useCallback, useId, useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { useActivityChat } from '../use-activity-chat';
import { ActivityUnreadBadge } from './activity-unread-badge';
import { MuteButton } from './mute-button';
import { useComposer } from '../use-composer';
import { hasUnsent } from '../thread';
import { ConnectionNotice } from './connection-notice';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/**
 * The group chat of an activity, for its participants and organizer. Everyone edits and deletes
 * their own messages; the organizer (`organizerId`) also removes anyone's. `readOnly` once the
 * activity is cancelled (the history stays).
 */
export function ActivityChatPanel({
  activityId,
  organizerId,
  readOnly = false,
}: {
  activityId: string;
  organizerId?: string;
  readOnly?: boolean;
}) {
  const { user } = useAuth();
  const [open, setOpen] = useState(true);
  const chat = useActivityChat(activityId, open);
  const bodyId = useId();
  const failed = chat.status === 'error';
  const loaded = chat.thread.data !== undefined;

  const myId = user?._id;
  const author = useCallback(
    (message: ChatMessage) => ({
      mine: message.sender._id === myId,
      senderId: message.sender._id,
      senderName: message.sender.username,
    }),
    [myId],
  );

  const { draft, inputRef, actions, send, retry } = useComposer<ChatMessage>(chat, {
    canEdit: (message) => message.sender._id === myId,
    canDelete: (message) => message.sender._id === myId || organizerId === myId,
  });

  function body() {
    if (!loaded) {
      if (failed || chat.status === 'offline') return null;
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
          actions={actions}
          onRetry={retry}
          empty={<p className="chat-empty muted">{M.empty}</p>}
        />
        {readOnly ? (
          <p className="notice">{CHAT_MESSAGES.chatReadOnly}</p>
        ) : (
          <MessageComposer
            ref={inputRef}
            value={draft.text}
            onChange={draft.setText}
            onCancelEdit={draft.editing ? draft.clear : undefined}
            onSend={send}
            // Offline, what is sent waits in the outbox; while connecting, the room is not joined yet.
            disabled={chat.status === 'connecting' || chat.status === 'error'}
            label={M.messageTheGroup}
          />
        )}
      </>
    );
  }

  return (
    <section className="panel chat-panel">
      <header className="chat-panel-header">
        <h2>
          <button
            type="button"
            className="chat-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            <span>{M.groupChatTitle}</span>
            <span className="badge">
              {chat.count}
              <span className="sr-only">{M.countSuffix}</span>
            </span>
            <ActivityUnreadBadge activityId={activityId} />
            {open ? (
              <ChevronDown className="chat-chevron" size={18} aria-hidden="true" />
            ) : (
              <ChevronRight className="chat-chevron" size={18} aria-hidden="true" />
            )}
          </button>
        </h2>
        {failed && <span className="badge badge-danger">{M.connectionErrorBadge}</span>}
        <MuteButton chat={{ kind: 'activity', id: activityId }} label={M.groupChatTitle} />
      </header>
      {open && (
        <div id={bodyId} className="chat-body">
          <ConnectionNotice
            status={chat.status}
            loaded={loaded}
            unsent={hasUnsent(chat.thread.data)}
            onReconnect={chat.reconnect}
          />
          {body()}
        </div>
      )}
    </section>
  );
}
