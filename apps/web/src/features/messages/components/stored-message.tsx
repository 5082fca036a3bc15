import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useState } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { ReportButton } from '@/features/moderation';
import { removedText } from '../removed-text';
import type { StoredMessage } from '../thread';
import { MessageText } from './message-text';

const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });
const when = (iso: string) => clock.format(new Date(iso));

export interface MessageAuthor {
  mine: boolean;
  /** Who wrote it: consecutive messages of one sender group under one name. */
  senderId: string;
  /** Shown above other people's messages in a group; omitted in a one-to-one chat. */
  senderName?: string;
}

/**
 * What the student may do to a message: their own they edit and delete; an organizer removes;
 * anyone else's they may report.
 */
export interface MessageActions<M extends StoredMessage> {
  canEdit(message: M): boolean;
  canDelete(message: M): boolean;
  edit(message: M): void;
  remove(message: M): void;
}

interface StoredMessageProps<M extends StoredMessage> {
  message: M;
  author: MessageAuthor;
  continues: boolean;
  actions?: MessageActions<M>;
  /** A word under the bubble, e.g. 'Seen'. */
  status?: string;
}

/** A message the server holds: its text (or what took its place), time, 'edited' and actions. */
export function StoredMessageItem<M extends StoredMessage>({
  message,
  author: { mine, senderName },
  continues,
  actions,
  status,
}: StoredMessageProps<M>) {
  const showSender = !mine && senderName !== undefined && !continues;
  const classes = `chat-message ${mine ? 'mine' : 'theirs'}${continues ? ' continues' : ''}`;
  return (
    <div className={classes}>
      {showSender && (
        <span className="chat-sender">
          <Avatar name={senderName} size="small" />
          {senderName}
        </span>
      )}
      {message.deleted ? (
        <div className="chat-bubble chat-deleted">
          <span>{removedText(message.deleted)}</span>
          <time className="chat-meta" dateTime={message.createdAt}>
            {when(message.createdAt)}
          </time>
        </div>
      ) : (
        <div className="chat-bubble">
          <MessageText content={message.content} />
          <span className="chat-meta">
            {message.editedAt && <EditedMark editedAt={message.editedAt} />}
            <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
          </span>
        </div>
      )}
      {status && <span className="chat-status">{status}</span>}
      {actions && !message.deleted && <Actions message={message} mine={mine} actions={actions} />}
    </div>
  );
}

/** 'edited', whose time shows on hover (its title) or when tapped (phones have no hover). */
function EditedMark({ editedAt }: { editedAt: string }) {
  const [open, setOpen] = useState(false);
  const label = M.editedAt(when(editedAt));
  return (
    <button
      type="button"
      className="chat-edited"
      title={label}
      aria-label={label}
      onClick={() => setOpen(!open)}
    >
      {open ? label : M.edited}
    </button>
  );
}

function Actions<M extends StoredMessage>({
  message,
  mine,
  actions,
}: {
  message: M;
  mine: boolean;
  actions: MessageActions<M>;
}) {
  const [confirming, setConfirming] = useState(false);
  const canEdit = actions.canEdit(message);
  const canDelete = actions.canDelete(message);
  const canReport = !mine;
  if (!canEdit && !canDelete && !canReport) return null;
  const deleteLabel = mine ? M.deleteMessage : M.removeMessage;
  if (confirming) {
    return (
      <div className="chat-actions confirming" role="group" aria-label={deleteLabel}>
        <span>{mine ? M.confirmDelete : M.confirmRemove}</span>
        <button
          type="button"
          className="chat-action-danger"
          onClick={() => actions.remove(message)}
        >
          {deleteLabel}
        </button>
        <button type="button" onClick={() => setConfirming(false)}>
          {M.cancelEdit}
        </button>
      </div>
    );
  }
  return (
    <div className="chat-actions">
      {canEdit && (
        <button type="button" onClick={() => actions.edit(message)}>
          {M.editMessage}
        </button>
      )}
      {canDelete && (
        <button type="button" className="chat-action-danger" onClick={() => setConfirming(true)}>
          {deleteLabel}
        </button>
      )}
      {canReport && <ReportButton targetType="message" targetId={message._id} look="link" />}
    </div>
  );
}
