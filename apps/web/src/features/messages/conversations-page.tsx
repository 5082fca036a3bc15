import { CHAT_MESSAGES } from '@peerconnect/contracts';
import { EmptyState } from '@/components/ui/empty-state';

export default function ConversationsPage() {
  return (
    <div className="page">
      <h1>{CHAT_MESSAGES.messagesTitle}</h1>
      <EmptyState title={CHAT_MESSAGES.noConversations}>
        <p>{CHAT_MESSAGES.noConversationsHint}</p>
      </EmptyState>
    </div>
  );
}
