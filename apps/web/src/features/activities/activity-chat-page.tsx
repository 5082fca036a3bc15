import { ACTIVITY_MESSAGES } from '@peerconnect/contracts';
import { CHAT_TEXT as M } from '@/config/chat.messages';
import { Link, useParams } from 'react-router-dom';
import { ACTIVITY_TEXT } from '@/config/activity.messages';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth';
import { ActivityChatScreen } from '@/features/messages';
import { hasCode } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { signedInLoader } from '@/lib/signed-in-loader';
import { getActivityQueryOptions, useLiveActivity } from './api/get-activity';

export const loader = signedInLoader(({ params }) => {
  if (params.activityId) void queryClient.prefetchQuery(getActivityQueryOptions(params.activityId));
});

/** /activities/{id}/chat: an activity's group chat, for its members, beside the inbox when wide. */
export default function ActivityChatPage() {
  const { activityId = '' } = useParams();
  const { user } = useAuth();
  const activity = useLiveActivity(activityId);

  if (activity.isPending) return <Spinner label={M.loadingMessages} />;
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
      <div className="notice">
        <p className="empty-title">{M.joinToAccessTitle}</p>
        <p>{M.joinToAccessBody}</p>
        <Link to={paths.activity(activityId)} className="button button-primary">
          {ACTIVITY_TEXT.viewDetails}
        </Link>
      </div>
    );
  }
  return (
    <ActivityChatScreen
      key={data._id}
      activity={data}
      organizerId={data.creator._id}
      memberIds={memberIds}
      readOnly={Boolean(data.cancelledAt)}
    />
  );
}
