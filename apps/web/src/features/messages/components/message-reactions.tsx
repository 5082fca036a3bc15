import { REACTIONS, type Reaction } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { ReactionGlyph } from '../reactions/reaction-glyph';

interface MessageReactionsProps {
  reactions: { userId: string; emoji: Reaction }[];
  myId: string;
  /** Tapping a reaction: `on` adds it as the student's one, off takes theirs back. */
  onToggle(emoji: Reaction, on: boolean): void;
}

/** The reactions under a message, one chip per emoji with its count; the student's own marked. */
export function MessageReactions({ reactions, myId, onToggle }: MessageReactionsProps) {
  const mine = reactions.find((reaction) => reaction.userId === myId)?.emoji;
  const counts = REACTIONS.flatMap((emoji) => {
    const count = reactions.filter((reaction) => reaction.emoji === emoji).length;
    return count > 0 ? [{ emoji, count }] : [];
  });
  if (counts.length === 0) return null;
  return (
    <ul className="chat-reactions" aria-label={M.reactions}>
      {counts.map(({ emoji, count }) => (
        <li key={emoji}>
          <button
            type="button"
            className="chat-reaction"
            aria-pressed={mine === emoji}
            aria-label={M.reactionCount(emoji, count)}
            onClick={() => onToggle(emoji, mine !== emoji)}
          >
            <ReactionGlyph emoji={emoji} size={16} />
            <span aria-hidden="true">{count}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
