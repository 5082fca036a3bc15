import { CampusBadge } from '@/components/ui/campus-badge';
import './messages.css';
import { MessageCircle } from 'lucide-react';
import { ACCOUNT_MESSAGES, type DirectMessage } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { ACCOUNT_TEXT } from '@/config/account.messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { ChatScreen } from './components/chat-screen';
import { ConnectionNotice } from './components/connection-notice';
import { hasUnsent } from './thread';
import { MessageComposer } from './components/message-composer';
import { MessageList } from './components/message-list';
import { useComposer } from './use-composer';
import { MuteButton } from './components/mute-button';
import { useUser } from '@/features/users';
import { hasCode } from '@/lib/api-client';
import { useChatOnScreen } from './open-chat';
import { useDirectChat } from './use-direct-chat';

/** A refusal says why — the two are not friends and share no activity; else that it failed to load. */
function loadFailure(error: Error): string {
  return hasCode(error, 'FORBIDDEN') && error.serverMessage
    ? error.serverMessage
    : M.conversationFailed;
}

export default function ChatPage() {
  const { userId = '' } = useParams();
  const { user } = useAuth();
  // A fresh conversation (draft, typing) for each person.
  return (
    <DirectChat
      key={userId}
      me={{ id: user?._id ?? '', name: user?.username ?? '' }}
      otherId={userId}
    />
  );
}

function DirectChat({ me, otherId }: { me: { id: string; name: string }; otherId: string }) {
  const myId = me.id;
  const chat = useDirectChat(myId, otherId);
  useChatOnScreen({ kind: 'direct', id: otherId });
  const other = useUser(otherId);
  // The other student deleted their account: the history stays readable, nobody can answer.
  const gone = hasCode(other.error, 'NOT_FOUND');
  const name = gone ? ACCOUNT_MESSAGES.deletedStudent : (other.data?.username ?? '');
  const author = useCallback(
    (message: DirectMessage) => ({ mine: message.sender === myId, senderId: message.sender }),
    [myId],
  );

  const { actions, composer, retry } = useComposer<DirectMessage>(
    chat,
    {
      myId,
      canEdit: (message) => message.sender === myId,
      canDelete: (message) => message.sender === myId,
    },
    (message) => (message.sender === myId ? me : { id: otherId, name }),
  );

  function body() {
    if (chat.thread.isPending) return <Spinner label={M.loadingConversation} />;
    if (chat.thread.isError) {
      return (
        <p className="alert" role="alert">
          {loadFailure(chat.thread.error)}
        </p>
      );
    }
    return (
      <>
        {chat.changes.failed && (
          <p className="alert" role="alert">
            {M.changeFailed}
          </p>
        )}
        <MessageList
          items={chat.items}
          label={name ? M.conversationWith(name) : M.messagesTitle}
          author={author}
          older={chat.older}
          statusOf={(message) => (message._id === chat.seenId ? M.seen : undefined)}
          actions={gone ? undefined : actions}
          onRetry={retry}
          empty={
            <EmptyState title={M.noMessagesInConversation} icon={MessageCircle}>
              <p>{M.startConversationHint}</p>
            </EmptyState>
          }
        />
        {gone ? (
          <p className="notice">{ACCOUNT_TEXT.deletedNotice}</p>
        ) : (
          // Offline too: what is sent waits in the outbox until the connection returns.
          <MessageComposer {...composer} label={M.messageTo(name)} />
        )}
      </>
    );
  }

  const avatar = (
    <span className="dm-avatar">
      <Avatar name={name} src={gone ? undefined : other.data?.profilePicture} />
      {!gone && (
        <span
          className={`presence-dot${chat.online ? ' online' : ''}`}
          title={chat.online ? M.isOnline : M.isOffline}
        />
      )}
    </span>
  );
  const identity = gone ? (
    <h1 tabIndex={-1}>{name}</h1>
  ) : (
    <Link to={paths.profile(otherId)} className="dm-person">
      <h1 tabIndex={-1}>{name}</h1>
      <CampusBadge campus={other.data?.campus} />
    </Link>
  );

  function subtitle() {
    if (gone) return null;
    if (chat.otherTyping) return M.typing(name);
    return chat.online ? M.isOnline : M.isOffline;
  }

  return (
    <ChatScreen
      back={{ to: paths.messages, label: M.messagesTitle }}
      avatar={avatar}
      identity={identity}
      subtitle={subtitle()}
      tools={!gone && <MuteButton chat={{ kind: 'direct', id: otherId }} label={name} />}
    >
      <ConnectionNotice
        status={chat.status}
        loaded={chat.thread.data !== undefined}
        unsent={hasUnsent(chat.thread.data)}
        onReconnect={chat.reconnect}
      />
      {body()}
    </ChatScreen>
  );
}
