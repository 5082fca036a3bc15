import { EmptyState } from '@/components/ui/empty-state';

export default function ConversationsPage() {
  return (
    <div className="page">
      <h1>Messages</h1>
      <EmptyState title="No conversations yet">
        <p>Start chatting with your friends from your friends list.</p>
      </EmptyState>
    </div>
  );
}
