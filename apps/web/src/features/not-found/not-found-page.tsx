import './not-found.css';
import { APP_MESSAGES } from '@/config/messages';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';

export default function NotFoundPage() {
  const { isAuthenticated } = useAuth();
  return (
    <section className="panel not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1 tabIndex={-1}>{APP_MESSAGES.pageNotFound}</h1>
      <p>{APP_MESSAGES.pageNotFoundHint}</p>
      {isAuthenticated ? (
        <Link to={paths.dashboard} className="button button-primary">
          {APP_MESSAGES.goToDashboard}
        </Link>
      ) : (
        <Link to={paths.home} className="button button-primary">
          {APP_MESSAGES.returnHome}
        </Link>
      )}
    </section>
  );
}
