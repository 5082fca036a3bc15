import type { ChatRef, InboxEntry } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useQuery } from '@tanstack/react-query';
import { getInboxQueryOptions } from '../api/get-inbox';
import { useMuteChat } from '../api/mute-chat';

const isChat = (chat: ChatRef) => (entry: InboxEntry) =>
  entry.kind === chat.kind &&
  (entry.kind === 'direct' ? entry.user._id : entry.activity._id) === chat.id;

/** Mutes or unmutes a chat: it keeps its own unread count but adds nothing to the total. */
export function MuteButton({ chat, label }: { chat: ChatRef; label: string }) {
  const select = (entries: InboxEntry[]) => entries.find(isChat(chat))?.muted ?? false;
  const muted = useQuery({ ...getInboxQueryOptions(), select }).data ?? false;
  const mute = useMuteChat();
  const shown = mute.isPending ? mute.variables.muted : muted;
  return (
    <button
      type="button"
      className="button button-secondary button-small"
      aria-pressed={shown}
      aria-label={`${M.mute} ${label}`}
      disabled={mute.isPending}
      onClick={() => mute.mutate({ chat, muted: !shown })}
    >
      {shown ? M.muted : M.mute}
    </button>
  );
}
