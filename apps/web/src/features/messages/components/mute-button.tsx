import type { ChatRef } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useChatMuted } from '../api/get-inbox';
import { useMuteChat } from '../api/mute-chat';

/** Mutes or unmutes a chat: it keeps its own unread count but adds nothing to the total. */
export function MuteButton({ chat, label }: { chat: ChatRef; label: string }) {
  const muted = useChatMuted(chat);
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
