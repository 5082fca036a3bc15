import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export default function ForgotPasswordPage() {
  return (
    <div className="auth-page">
      <section className="panel auth-card">
        <h1 tabIndex={-1}>Forgot your password?</h1>
        <p>
          PeerConnect cannot send password reset emails yet. If you remember your password, sign in
          as usual; otherwise ask your campus PeerConnect contact to reset your account, or create a
          new account with another email address.
        </p>
        <div className="stack-actions">
          <Link to={paths.login} className="button button-primary">
            Back to Log In
          </Link>
          <Link to={paths.register} className="button button-secondary">
            Create an account
          </Link>
        </div>
      </section>
    </div>
  );
}
