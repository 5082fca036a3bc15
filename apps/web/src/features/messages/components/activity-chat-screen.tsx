import { CHAT_TEXT as M } from '@/config/chat.messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useActivityChat } from '../use-activity-chat';
import { useOnlineCount } from '../use-group-presence';
import { useSessionSocket, useSocketStatus } from '../use-socket';
import { ActivityChatBody } from './activity-chat-body';
import { ChatScreen } from './chat-screen';
import { MuteButton } from './mute-button';
import { Link } from 'react-router-dom';

interface ActivityChatScreenProps {
  activity: { _id: string; title: string };
  organizerId: string;
  /** Everyone in the chat: the organizer and the participants. */
  memberIds: string[];
  readOnly: boolean;
}

/** An activity's group chat as its own screen: who is typing or how many are online above it. */
export function ActivityChatScreen({
  activity,
  organizerId,
  memberIds,
  readOnly,
}: ActivityChatScreenProps) {
  const { user } = useAuth();
  const myId = user?._id ?? '';
  const chat = useActivityChat(activity._id, true, myId);
  const socket = useSessionSocket();
  const connected = useSocketStatus(socket) === 'connected';
  const others = memberIds.filter((id) => id !== myId);
  // The student is online too, being here.
  const online = useOnlineCount(socket, connected, others) + (connected ? 1 : 0);

  return (
    <ChatScreen
      back={{ to: paths.messages, label: M.messagesTitle }}
      identity={
        <Link to={paths.activity(activity._id)} className="chat-screen-link">
          <h1 tabIndex={-1}>{activity.title}</h1>
        </Link>
      }
      subtitle={
        chat.typingNames.length > 0
          ? M.groupTyping(chat.typingNames)
          : connected && M.onlineCount(online, memberIds.length)
      }
      tools={<MuteButton chat={{ kind: 'activity', id: activity._id }} label={M.groupChatTitle} />}
    >
      <ActivityChatBody chat={chat} myId={myId} organizerId={organizerId} readOnly={readOnly} />
    </ChatScreen>
  );
}
