import { INTEREST_KINDS } from '@peerconnect/contracts';
import { useParams } from 'react-router-dom';
import { EmptyState } from '@/components/ui/empty-state';
import { useAuth } from '@/features/auth/auth-provider';

const LABELS: Record<(typeof INTEREST_KINDS)[number], string> = {
  hobbies: 'Hobbies',
  favoriteSubjects: 'Favorite subjects',
  sports: 'Sports',
  musicGenres: 'Music genres',
  movieGenres: 'Movie and TV genres',
};

export default function ProfilePage() {
  const { userId } = useParams();
  const { user } = useAuth();
  const isOwn = !userId || userId === user?._id;
  if (!isOwn || !user) return <EmptyState title="This student's profile could not be found." />;
  return (
    <div className="page">
      <header className="page-header">
        <div>
          <h1>{user.username}</h1>
          <p className="muted">
            {[user.major, user.graduationYear && `Class of ${user.graduationYear}`]
              .filter(Boolean)
              .join(' · ') || user.email}
          </p>
        </div>
      </header>
      <section className="panel">
        <h2>Interests</h2>
        {INTEREST_KINDS.every((kind) => user[kind].length === 0) ? (
          <EmptyState title="No interests added yet." />
        ) : (
          <dl className="interest-list">
            {INTEREST_KINDS.filter((kind) => user[kind].length > 0).map((kind) => (
              <div key={kind}>
                <dt>{LABELS[kind]}</dt>
                <dd>{user[kind].join(', ')}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
    </div>
  );
}
