import { ACTIVITY_MESSAGES } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { getActivityQueryOptions, useLiveActivity } from '@/features/activities';
import { hasCode } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';
import { ActivityChatScreen } from './components/activity-chat-screen';

export const loader = signedInLoader(({ params }) => {
  if (params.activityId) void queryClient.prefetchQuery(getActivityQueryOptions(params.activityId));
});

/** /activities/{id}/chat: an activity's group chat as its own screen, for its members. */
export default function ActivityChatPage() {
  const { activityId = '' } = useParams();
  const { user } = useAuth();
  const activity = useLiveActivity(activityId);

  if (activity.isPending) return <Spinner label={M.loadingMessages} fullPage />;
  if (activity.isError) {
    return (
      <p className="alert" role="alert">
        {hasCode(activity.error, 'NOT_FOUND') ? ACTIVITY_MESSAGES.notFound : M.couldNotLoad}
      </p>
    );
  }
  const { data } = activity;
  const memberIds = [data.creator._id, ...data.participants.map((person) => person._id)];
  if (!user || !memberIds.includes(user._id)) {
    return (
      <div className="page narrow">
        <div className="notice">
          <p className="empty-title">{M.joinToAccessTitle}</p>
          <p>{M.joinToAccessBody}</p>
        </div>
      </div>
    );
  }
  return (
    <div className="page narrow">
      <ActivityChatScreen
        key={data._id}
        activity={data}
        organizerId={data.creator._id}
        memberIds={memberIds}
        readOnly={Boolean(data.cancelledAt)}
      />
    </div>
  );
}
