import { CHAT_MESSAGES } from '@peerconnect/contracts';
import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export default function ChatPage() {
  return (
    <div className="page">
      <Link to={paths.messages}>← {CHAT_MESSAGES.messagesTitle}</Link>
      <EmptyState title={CHAT_MESSAGES.noMessagesInConversation}>
        <p>{CHAT_MESSAGES.startConversationHint}</p>
      </EmptyState>
    </div>
  );
}
