import { CHAT_TEXT as M } from '@/config/chat.messages';
import type { SocketStatus } from '@/lib/socket';

interface ConnectionNoticeProps {
  status: SocketStatus;
  /** Whether the chat has shown messages yet: before that, 'connecting' is the first load's. */
  loaded: boolean;
  /** A message of this client's failed to send: while reconnecting, the student is told to retry. */
  unsent?: boolean;
  onReconnect(): void;
}

/**
 * The connection's state above a chat, derived from the socket's status alone: it changes the
 * moment the network goes or comes back, and nothing of it stays once connected.
 */
export function ConnectionNotice({ status, loaded, unsent, onReconnect }: ConnectionNoticeProps) {
  if (status === 'offline') {
    return (
      <p className="chat-connection chat-offline" role="status">
        {M.offline}
      </p>
    );
  }
  if (status === 'connecting' && loaded) {
    return (
      <p className="chat-connection" role="status">
        {unsent ? M.reconnectingHint : M.reconnecting}
      </p>
    );
  }
  if (status !== 'error') return null;
  return (
    <div className="chat-connection chat-connection-error" role="alert">
      <p>{M.connectFailed}</p>
      <button type="button" className="button button-secondary" onClick={onReconnect}>
        {M.reconnect}
      </button>
    </div>
  );
}
