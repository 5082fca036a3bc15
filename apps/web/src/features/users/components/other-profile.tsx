import type { Relationship } from '@peerconnect/contracts';
import { PROFILE_TEXT as M } from '@/config/profile.messages';
import { Spinner } from '@/components/ui/spinner';
import { ReportButton } from '@/features/moderation';
import { useUser } from '../api/get-user';
import { BlockAction } from './block-action';
import { FriendshipAction } from './friendship-action';
import { MessageAction } from './message-action';
import { ProfileActivities } from './profile-activities';
import { ProfileSummary } from './profile-summary';

/** Used only if the API ever leaves the relationship out: nothing is assumed in the viewer's favour. */
const NO_RELATIONSHIP: Relationship = {
  isFriend: false,
  requestSent: false,
  requestReceived: null,
  canMessage: false,
  blocked: false,
};

/** Another student's profile, with Message, the friendship control and Block. */
export function OtherProfile({ userId }: { userId: string }) {
  const profile = useUser(userId);
  if (profile.isPending || (profile.isError && profile.isFetching)) {
    return <Spinner label={M.loading} fullPage />;
  }
  if (profile.isError) {
    return (
      <div className="panel error-panel" role="alert">
        <p>{profile.error.message}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void profile.refetch()}
        >
          {M.tryAgain}
        </button>
      </div>
    );
  }
  const person = profile.data;
  const relationship = person.relationship ?? NO_RELATIONSHIP;
  return (
    <div className="page profile-page">
      <ProfileSummary
        person={person}
        actions={
          // A blocked student is offered nothing but Unblock.
          relationship.blocked ? (
            <>
              <BlockAction userId={person._id} blocked />
              <ReportButton targetType="user" targetId={person._id} />
            </>
          ) : (
            <>
              <MessageAction userId={person._id} canMessage={relationship.canMessage} />
              <FriendshipAction userId={person._id} relationship={relationship} />
              <BlockAction userId={person._id} blocked={false} />
              <ReportButton targetType="user" targetId={person._id} />
            </>
          )
        }
      />
      <ProfileActivities userId={person._id} />
    </div>
  );
}
