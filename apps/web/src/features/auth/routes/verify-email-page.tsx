import '../auth.css';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { ACCOUNT_TEXT as T } from '@/config/account.messages';
import { paths } from '@/config/paths';
import { fetchMe } from '../api/get-me';
import { useAuth } from '../api/get-session';
import { useVerifyEmail } from '../api/verify-email';
import { saveSessionUser } from '../session';

/** Where a verification link leads: the API checks the token; a signed-in student's record follows. */
export default function VerifyEmailPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const { token: session } = useAuth();
  const client = useQueryClient();
  const verification = useVerifyEmail(token);
  useEffect(() => {
    if (verification.isSuccess && session)
      void fetchMe().then((user) => saveSessionUser(client, user));
  }, [verification.isSuccess, session, client]);

  return (
    <div className="auth-page">
      <section className="panel auth-card">
        <h1 tabIndex={-1}>{T.verifyTitle}</h1>
        {verification.isPending && <Spinner label={T.verifying} />}
        {verification.isSuccess && (
          <p className="notice" role="status">
            {verification.data.message}
          </p>
        )}
        {verification.isError && (
          <p className="alert" role="alert">
            {verification.error.message}
          </p>
        )}
        <Link to={session ? paths.dashboard : paths.login} className="button button-primary">
          {T.continueToApp}
        </Link>
      </section>
    </div>
  );
}
