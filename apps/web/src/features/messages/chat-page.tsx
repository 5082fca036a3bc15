import { Link } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';

export default function ChatPage() {
  return (
    <div className="page">
      <Link to={paths.messages}>← Messages</Link>
      <EmptyState title="No messages yet">
        <p>Send a message to start the conversation.</p>
      </EmptyState>
    </div>
  );
}
