import { INTEREST_KINDS, type PublicUser } from '@peerconnect/contracts';
import { useParams } from 'react-router-dom';
import { Avatar } from '@/components/ui/avatar';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/features/auth/auth-provider';
import { useUser } from './api/get-user';

const LABELS: Record<(typeof INTEREST_KINDS)[number], string> = {
  hobbies: 'Hobbies',
  favoriteSubjects: 'Favorite subjects',
  sports: 'Sports',
  musicGenres: 'Music genres',
  movieGenres: 'Movie and TV genres',
};

/** Own profile when the route has no id or the signed-in user's id (spec §2), else another student's. */
export default function ProfilePage() {
  const { userId } = useParams();
  const { user } = useAuth();
  const isOwn = !userId || userId === user?._id;
  const other = useUser(isOwn ? undefined : userId);
  if (isOwn) return user ? <ProfileView person={user} /> : null;
  if (other.isPending) return <Spinner label="Loading profile..." />;
  if (other.isError) return <EmptyState title={other.error.message} />;
  return <ProfileView person={other.data} />;
}

function ProfileView({ person }: { person: PublicUser }) {
  const details = [person.major, person.graduationYear && `Class of ${person.graduationYear}`]
    .filter(Boolean)
    .join(' · ');
  const kinds = INTEREST_KINDS.filter((kind) => person[kind].length > 0);
  return (
    <div className="page">
      <header className="page-header">
        <div className="profile-heading">
          <Avatar name={person.username} src={person.profilePicture} size="large" />
          <div>
            <h1>{person.username}</h1>
            {details && <p className="muted">{details}</p>}
          </div>
        </div>
      </header>
      {person.bio && <p>{person.bio}</p>}
      <section className="panel">
        <h2>Interests</h2>
        {kinds.length === 0 ? (
          <EmptyState title="No interests added yet." />
        ) : (
          <dl className="interest-list">
            {kinds.map((kind) => (
              <div key={kind}>
                <dt>{LABELS[kind]}</dt>
                <dd>{person[kind].join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
