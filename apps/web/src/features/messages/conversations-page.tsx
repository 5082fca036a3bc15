import './messages.css';
import { CHAT_MESSAGES as M, type Conversation } from '@peerconnect/contracts';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { conversationsOptions, useConversations } from './api/conversations';
import { useLiveConversations } from './use-live-conversations';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';

export const loader = signedInLoader(() => {
  void queryClient.prefetchQuery(conversationsOptions());
});

export default function ConversationsPage() {
  const conversations = useConversations();
  useLiveConversations();

  function content() {
    if (conversations.isPending) return <Spinner label={M.loadingConversations} />;
    if (conversations.isError) {
      return (
        <p className="alert" role="alert">
          {M.conversationsFailed}
        </p>
      );
    }
    if (conversations.data.length === 0) {
      return (
        <EmptyState title={M.noConversations}>
          <p>{M.noConversationsHint}</p>
        </EmptyState>
      );
    }
    return (
      <ul className="conversation-list">
        {conversations.data.map((conversation) => (
          <ConversationRow key={conversation.user._id} conversation={conversation} />
        ))}
      </ul>
    );
  }

  return (
    <div className="page narrow">
      <h1 tabIndex={-1}>{M.messagesTitle}</h1>
      {content()}
    </div>
  );
}

function ConversationRow({
  conversation: { user, lastMessage, unreadCount },
}: {
  conversation: Conversation;
}) {
  return (
    <li>
      <Link to={paths.chat(user._id)} className="conversation-row">
        <Avatar name={user.username} src={user.profilePicture} />
        <span className="conversation-text">
          <span className="conversation-name">{user.username}</span>
          <span className="conversation-preview muted">
            {lastMessage?.deleted
              ? M.messageDeleted
              : (lastMessage?.content ?? M.noMessagesPreview)}
          </span>
        </span>
        {unreadCount > 0 && (
          <span className="badge unread-badge">
            {unreadCount}
            <span className="sr-only"> unread</span>
          </span>
        )}
      </Link>
    </li>
  );
}
