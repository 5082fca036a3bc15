import type { Friend } from '@peerconnect/contracts';
import { DISPLAY } from '@/config/display';
import { PROFILE_TEXT as M } from '@/config/profile.messages';
import { Link } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { paths } from '@/config/paths';

/** Up to five friends, each linking to their profile, then a link to all of them on /friends. */
export function ProfileFriends({ friends }: { friends: readonly Friend[] }) {
  const shown = friends.slice(0, DISPLAY.profileFriendsShown);
  return (
    <section className="panel" aria-labelledby="profile-friends-title">
      <h2 id="profile-friends-title">
        {M.friendsTitle} ({friends.length})
      </h2>
      {friends.length === 0 ? (
        <p className="muted">{M.noFriends}</p>
      ) : (
        <ul className="profile-friend-list">
          {shown.map((friend) => (
            <li key={friend._id}>
              <Link to={paths.profile(friend._id)} className="profile-friend">
                <Avatar name={friend.username} src={friend.profilePicture} size="medium" />
                <span>{friend.username}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {friends.length > shown.length && (
        <Link to={paths.friends}>{M.viewAllFriends(friends.length)}</Link>
      )}
    </section>
  );
}
