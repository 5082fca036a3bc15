import './profile.css';
import { useParams } from 'react-router-dom';
import { useAuth } from '@/features/auth';
import { OtherProfile } from './components/other-profile';
import { OwnProfile } from './components/own-profile';

/** Own profile when the route has no id or the signed-in user's id, else another student's. */
export default function ProfilePage() {
  const { userId } = useParams();
  const { user } = useAuth();
  // The protected route renders this only once the session is known.
  if (!user) return null;
  if (!userId || userId === user._id) return <OwnProfile user={user} />;
  return <OtherProfile userId={userId} />;
}
