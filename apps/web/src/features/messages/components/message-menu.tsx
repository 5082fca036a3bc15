import { REACTIONS, type Reaction } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { ReportButton } from '@/features/moderation';
import { ReactionGlyph } from '../reactions/reaction-glyph';
import type { StoredMessage } from '../thread';

/**
 * What the student may do to a message: react and reply to any; their own they edit and delete;
 * an organizer removes; anyone else's they may report.
 */
export interface MessageActions<M extends StoredMessage> {
  /** The student, whose reaction shows as theirs. */
  myId: string;
  canEdit(message: M): boolean;
  canDelete(message: M): boolean;
  edit(message: M): void;
  remove(message: M): void;
  reply(message: M): void;
  react(message: M, emoji: Reaction | null): void;
}

interface MessageMenuProps<M extends StoredMessage> {
  message: M;
  mine: boolean;
  actions: MessageActions<M>;
  /** What the menu opened from: beside it with a pointer; a phone shows a sheet at the bottom. */
  anchor: RefObject<HTMLElement | null>;
  onClose(): void;
}

/**
 * Beside the anchor, below it or (near the screen's bottom) above it, on the message's side; what
 * grows past the screen's bottom later (the report form) scrolls inside the menu.
 */
function placeBeside(anchor: HTMLElement | null, menu: HTMLElement | null, mine: boolean) {
  if (!anchor || !menu) return {};
  const box = anchor.getBoundingClientRect();
  const height = menu.offsetHeight;
  const below = box.bottom + height + 8 < window.innerHeight;
  const top = below ? box.bottom + 4 : Math.max(8, box.top - height - 4);
  const maxHeight = window.innerHeight - top - 8;
  return mine
    ? { top, maxHeight, right: Math.max(8, window.innerWidth - box.right) }
    : { top, maxHeight, left: Math.max(8, box.left) };
}

/**
 * What can be done to a message, opened by a long press (touch) or its menu button (pointer):
 * react, reply, copy, and for those allowed edit, delete, or report. Escape or a tap outside
 * closes it; one choice closes it too.
 */
export function MessageMenu<M extends StoredMessage>({
  message,
  mine,
  actions,
  anchor,
  onClose,
}: MessageMenuProps<M>) {
  const menu = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [style, setStyle] = useState<CSSProperties>({});
  useLayoutEffect(() => setStyle(placeBeside(anchor.current, menu.current, mine)), [anchor, mine]);
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('button')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const myReaction = message.reactions?.find((r) => r.userId === actions.myId)?.emoji ?? null;
  const choose = (act: () => void) => () => {
    act();
    onClose();
  };
  const react = (emoji: Reaction) =>
    choose(() => actions.react(message, myReaction === emoji ? null : emoji));
  const deleteLabel = mine ? M.deleteMessage : M.removeMessage;

  return createPortal(
    <div className="message-menu-layer">
      <div className="message-menu-backdrop" onClick={onClose} aria-hidden="true" />
      <div
        ref={menu}
        className="message-menu"
        role="dialog"
        aria-label={M.messageActions}
        style={style}
      >
        <div className="message-menu-reactions" role="group" aria-label={M.react}>
          {REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              aria-pressed={myReaction === emoji}
              aria-label={M.reactWith(emoji)}
              onClick={react(emoji)}
            >
              <ReactionGlyph emoji={emoji} size={28} />
            </button>
          ))}
        </div>
        {confirming ? (
          <div className="message-menu-confirm" role="group" aria-label={deleteLabel}>
            <p>{mine ? M.confirmDelete : M.confirmRemove}</p>
            <button
              type="button"
              className="chat-action-danger"
              onClick={choose(() => actions.remove(message))}
            >
              {deleteLabel}
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              {M.cancelEdit}
            </button>
          </div>
        ) : (
          <ul className="message-menu-items">
            <li>
              <button type="button" onClick={choose(() => actions.reply(message))}>
                {M.reply}
              </button>
            </li>
            <li>
              <button
                type="button"
                onClick={choose(() => void navigator.clipboard?.writeText(message.content))}
              >
                {M.copy}
              </button>
            </li>
            {actions.canEdit(message) && (
              <li>
                <button type="button" onClick={choose(() => actions.edit(message))}>
                  {M.editMessage}
                </button>
              </li>
            )}
            {actions.canDelete(message) && (
              <li>
                <button
                  type="button"
                  className="chat-action-danger"
                  onClick={() => setConfirming(true)}
                >
                  {deleteLabel}
                </button>
              </li>
            )}
            {!mine && (
              <li>
                <ReportButton targetType="message" targetId={message._id} look="link" />
              </li>
            )}
          </ul>
        )}
      </div>
    </div>,
    document.body,
  );
}
