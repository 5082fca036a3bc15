import { MessagesSquare } from 'lucide-react';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { EmptyState } from '@/components/ui/empty-state';

/** Beside the inbox on a wide screen, before a chat is chosen (a phone shows the inbox alone). */
export default function NoChatSelected() {
  return (
    <div className="no-chat-selected">
      <EmptyState title={M.selectConversation} icon={MessagesSquare} />
    </div>
  );
}
