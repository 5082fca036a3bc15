import { ChevronDown, ChevronRight, Maximize2 } from 'lucide-react';
import '../chat.css';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useActivityChat } from '../use-activity-chat';
import { ActivityChatBody } from './activity-chat-body';
import { ActivityUnreadBadge } from './activity-unread-badge';
import { MuteButton } from './mute-button';

/**
 * The group chat of an activity beside its details (a wide screen), for its participants and
 * organizer; it links to the chat's own screen. `readOnly` once the activity is cancelled.
 */
export function ActivityChatPanel({
  activityId,
  organizerId,
  readOnly = false,
}: {
  activityId: string;
  organizerId?: string;
  readOnly?: boolean;
}) {
  const { user } = useAuth();
  const myId = user?._id ?? '';
  const [open, setOpen] = useState(true);
  const chat = useActivityChat(activityId, open, myId);
  const bodyId = useId();

  return (
    <section className="panel chat-panel">
      <header className="chat-panel-header">
        <h2>
          <button
            type="button"
            className="chat-toggle"
            aria-expanded={open}
            aria-controls={bodyId}
            onClick={() => setOpen(!open)}
          >
            <span>{M.groupChatTitle}</span>
            <span className="badge">
              {chat.count}
              <span className="sr-only">{M.countSuffix}</span>
            </span>
            <ActivityUnreadBadge activityId={activityId} />
            {open ? (
              <ChevronDown className="chat-chevron" size={18} aria-hidden="true" />
            ) : (
              <ChevronRight className="chat-chevron" size={18} aria-hidden="true" />
            )}
          </button>
        </h2>
        {chat.status === 'error' && (
          <span className="badge badge-danger">{M.connectionErrorBadge}</span>
        )}
        <Link to={paths.activityChat(activityId)} className="button button-ghost button-small">
          <Maximize2 size={16} aria-hidden="true" />
          {M.openGroupChat}
        </Link>
        <MuteButton chat={{ kind: 'activity', id: activityId }} label={M.groupChatTitle} />
      </header>
      {open && (
        <div id={bodyId} className="chat-body">
          <ActivityChatBody
            chat={chat}
            myId={myId}
            organizerId={organizerId}
            readOnly={readOnly}
            typingLine
          />
        </div>
      )}
    </section>
  );
}
