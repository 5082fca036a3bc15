import { zodResolver } from '@hookform/resolvers/zod';
import { LOGIN_MESSAGES, loginRequestSchema } from '@peerconnect/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { Field } from '@/components/ui/field';
import { SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import { loginErrorMessage } from '../api/auth-errors';
import { useAuth } from '../auth-provider';
import { useServerReadiness } from '../use-server-readiness';

type LoginForm = z.input<typeof loginRequestSchema>;

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { readiness, ensureAwake } = useServerReadiness();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginRequestSchema),
  });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      await ensureAwake();
      await login(loginRequestSchema.parse(values));
      const from = (location.state as { from?: string } | null)?.from;
      navigate(from && from !== paths.login ? from : paths.dashboard, { replace: true });
    } catch (failure) {
      setError(loginErrorMessage(failure));
    }
  });

  return (
    <div className="auth-page">
      <form className="panel auth-card" onSubmit={onSubmit} noValidate>
        <h1>{SHELL_MESSAGES.login.title}</h1>
        <p className="muted">Sign in to see your activities, friends and messages.</p>
        {readiness === 'waking' && formState.isSubmitting && (
          <p className="notice" role="status">
            {LOGIN_MESSAGES.waking}
          </p>
        )}
        {error && (
          <p className="alert" role="alert">
            {error}
          </p>
        )}
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          error={formState.errors.email?.message}
          {...register('email')}
        />
        <Field
          label="Password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.password?.message}
          {...register('password')}
        />
        <div className="form-row-end">
          <Link to={paths.forgotPassword}>{SHELL_MESSAGES.login.forgotPassword}</Link>
        </div>
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={formState.isSubmitting}
        >
          {formState.isSubmitting ? 'Logging in...' : SHELL_MESSAGES.landing.logIn}
        </button>
        <div className="divider" role="separator">
          <span>or</span>
        </div>
        <div className="social-buttons">
          <button
            type="button"
            className="button button-secondary"
            disabled
            aria-describedby="social-note"
          >
            Continue with Google
          </button>
          <button
            type="button"
            className="button button-secondary"
            disabled
            aria-describedby="social-note"
          >
            Continue with GitHub
          </button>
        </div>
        <p id="social-note" className="field-hint centered">
          Social sign-in is not available yet: please use your email and password.
        </p>
        <p className="centered">
          New to PeerConnect? <Link to={paths.register}>Create an account</Link>
        </p>
      </form>
    </div>
  );
}
