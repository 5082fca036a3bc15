import './messages.css';
import { MessagesSquare } from 'lucide-react';
import type { InboxEntry } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { SHELL_MESSAGES } from '@/config/messages';
import { useState } from 'react';
import { NavLink, Outlet, useMatch } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getInboxQueryOptions, shownUnread, useInbox } from './api/get-inbox';
import { inboxTime } from './inbox-time';
import { useOpenChat } from './open-chat';
import { removedText } from './removed-text';
import { useLiveInbox } from './use-live-inbox';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';
import { useMediaQuery } from '@/lib/use-media-query';

export const loader = signedInLoader(() => {
  void queryClient.prefetchQuery(getInboxQueryOptions());
});

/** Wide enough for the list beside the conversation (the layout's own breakpoint). */
const TWO_PANES = '(min-width: 900px)';

type Filter = 'all' | InboxEntry['kind'];
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: M.allChats },
  { value: 'direct', label: M.directChats },
  { value: 'activity', label: M.activityChats },
];

/**
 * /messages, /messages/{userId} and /activities/{id}/chat: every chat of the student in one list,
 * newest first, each with its last message, its time and unread count, kept live. A wide screen
 * shows the open conversation beside the list; a phone shows one or the other.
 */
export default function MessagesLayout() {
  const directOpen = useMatch(paths.chat(':userId')) !== null;
  const chatOpen = useMatch(paths.activityChat(':activityId')) !== null || directOpen;
  const wide = useMediaQuery(TWO_PANES);
  return (
    <div className={`page messages-layout${chatOpen ? ' has-chat' : ''}`}>
      {(wide || !chatOpen) && <Inbox />}
      {(wide || chatOpen) && (
        <div className="conversation-pane">
          <Outlet />
        </div>
      )}
    </div>
  );
}

function Inbox() {
  const inbox = useInbox();
  useLiveInbox();
  const [filter, setFilter] = useState<Filter>('all');

  function content() {
    if (inbox.isPending) return <Spinner label={M.loadingConversations} />;
    if (inbox.isError) {
      return (
        <p className="alert" role="alert">
          {M.conversationsFailed}
        </p>
      );
    }
    if (inbox.data.length === 0) {
      return (
        <EmptyState title={M.noConversations} icon={MessagesSquare}>
          <p>{M.noConversationsHint}</p>
        </EmptyState>
      );
    }
    const shown = inbox.data.filter((entry) => filter === 'all' || entry.kind === filter);
    return (
      <>
        <div className="inbox-filters" role="group" aria-label={M.inboxFilter}>
          {FILTERS.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              className="button button-secondary button-small"
              aria-pressed={filter === value}
              onClick={() => setFilter(value)}
            >
              {label}
            </button>
          ))}
        </div>
        <ul className="conversation-list">
          {shown.map((entry) => (
            <InboxRow
              key={entry.kind === 'direct' ? entry.user._id : entry.activity._id}
              entry={entry}
            />
          ))}
        </ul>
      </>
    );
  }

  return (
    <section className="inbox-pane" aria-labelledby="inbox-title">
      <h1 id="inbox-title" tabIndex={-1}>
        {M.messagesTitle}
      </h1>
      {content()}
    </section>
  );
}

function preview(entry: InboxEntry): string {
  const last = entry.lastMessage;
  if (!last) return M.noMessagesPreview;
  const text = last.deleted ? removedText(last.deleted) : last.content;
  return entry.kind === 'activity' && 'senderName' in last ? `${last.senderName}: ${text}` : text;
}

function InboxRow({ entry }: { entry: InboxEntry }) {
  const open = useOpenChat();
  const unread = shownUnread(entry, open);
  const { to, name, picture } =
    entry.kind === 'direct'
      ? {
          to: paths.chat(entry.user._id),
          name: entry.user.username,
          picture: entry.user.profilePicture,
        }
      : {
          to: paths.activityChat(entry.activity._id),
          name: entry.activity.title,
          picture: undefined,
        };
  const at = entry.lastMessage?.createdAt;
  return (
    <li>
      <NavLink to={to} className="conversation-row">
        <Avatar name={name} src={picture} />
        <span className="conversation-text">
          <span className="conversation-name">
            <span className="conversation-title">{name}</span>
            {entry.kind === 'activity' && (
              <span className="conversation-kind">{M.groupChatTitle}</span>
            )}
          </span>
          <span className="conversation-preview muted">{preview(entry)}</span>
        </span>
        <span className="conversation-side">
          {at && (
            <time className="conversation-time muted" dateTime={at}>
              {inboxTime(at)}
            </time>
          )}
          {entry.muted && <span className="conversation-muted muted">{M.muted}</span>}
          {unread > 0 && (
            <span className={`badge ${entry.muted ? '' : 'unread-badge'}`}>
              {unread}
              <span className="sr-only">{SHELL_MESSAGES.unread.suffix}</span>
            </span>
          )}
        </span>
      </NavLink>
    </li>
  );
}
