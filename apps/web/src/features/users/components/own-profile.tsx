import type { User } from '@peerconnect/contracts';
import { FRIEND_TEXT } from '@/config/friend.messages';
import { PROFILE_TEXT as M } from '@/config/profile.messages';
import { TIMEOUTS } from '@/config/timeouts';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SHELL_MESSAGES } from '@/config/messages';
import { useFriends } from '@/features/friends';
import { useTimedMessage } from '../use-timed-message';
import { ChangePasswordForm } from './change-password-form';
import { PictureEditor } from './picture-editor';
import { ProfileActivities } from './profile-activities';
import { ProfileEditForm } from './profile-edit-form';
import { ProfileFriends } from './profile-friends';
import { ProfileSummary } from './profile-summary';
import { StatusMessage } from './status-message';

/** The signed-in student's own profile: Edit Profile / Cancel switches to edit mode. */
export function OwnProfile({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const status = useTimedMessage();

  function done(text: string) {
    setEditing(false);
    status.show({ text, tone: 'success' }, TIMEOUTS.statusMessage);
  }

  // Editing, the form below holds the details and its own Cancel beside Save: the summary shows
  // only who is being edited, not the interests a second time.
  // Notifications, privacy, the calendar feed and the account live on the settings page.
  const edit = (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          status.show(null);
          setEditing(true);
        }}
      >
        {M.editProfile}
      </button>
      <Link to={paths.settings} className="button button-ghost">
        {SHELL_MESSAGES.nav.settings}
      </Link>
    </>
  );

  return (
    <div className="page profile-page">
      <StatusMessage message={status.message} />
      <ProfileSummary person={user} actions={editing ? undefined : edit} withDetails={!editing} />
      {editing && (
        <div className="profile-edit">
          <PictureEditor />
          <ProfileEditForm
            user={user}
            onSaved={() => done(M.updated)}
            onCancel={() => setEditing(false)}
          />
          <ChangePasswordForm username={user.username} onChanged={done} />
        </div>
      )}
      <div className="profile-columns">
        <ProfileActivities />
        <OwnFriends />
      </div>
    </div>
  );
}

function OwnFriends() {
  const friends = useFriends();
  if (friends.isPending) return null;
  if (friends.isError) {
    return (
      <p className="alert" role="alert">
        {FRIEND_TEXT.loadFailed}
      </p>
    );
  }
  return <ProfileFriends friends={friends.data} />;
}
