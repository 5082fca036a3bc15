import '../auth.css';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { LOGIN_TEXT } from '@/config/auth.messages';
import { LOGIN_MESSAGES, SHELL_MESSAGES } from '@/config/messages';
import { paths } from '@/config/paths';
import type { LoginFieldErrors } from '../api/login-validation';
import { useSignIn } from '../api/sign-in';
import { ProviderButtons } from '../components/provider-buttons';
import { oidcOutcomeText } from '../oidc-outcome';
import { useServerReadiness } from '../use-server-readiness';

// A plain form: react-hook-form and zod would weigh as much as the rest of what this page loads
// first; the contracts' rules arrive when the student first focuses the form.
const loadValidation = () => import('../api/login-validation');
// The failure texts come the same way; unloadable (the network is gone), the page says so.
const loadFailureTexts = () => import('../api/auth-errors');
const failureMessage = (failure: unknown) =>
  loadFailureTexts().then(
    ({ loginErrorMessage }) => loginErrorMessage(failure),
    () => LOGIN_MESSAGES.unreachable,
  );

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

export default function LoginPage() {
  const signIn = useSignIn();
  const { readiness, ensureAwake } = useServerReadiness();
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<LoginFieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // How a university sign-in ended, when the API sent the browser back here (?oidc=).
  const [params] = useSearchParams();
  const outcome = oidcOutcomeText(params.get('oidc'));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setError(null);
    setSubmitting(true);
    try {
      const { validateLogin } = await loadValidation();
      const { credentials, errors } = validateLogin({
        email: text(form, 'email'),
        password: text(form, 'password'),
      });
      setFieldErrors(errors ?? {});
      if (!credentials) return;
      await ensureAwake();
      // Signed in, the visitors' route sends the student on (to where they were headed).
      await signIn.mutateAsync(credentials);
    } catch (failure) {
      setError(await failureMessage(failure));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <div className="auth-page">
      <form
        className="panel auth-card"
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => {
          void loadValidation();
          void loadFailureTexts();
        }}
        noValidate
      >
        <h1 tabIndex={-1}>{LOGIN_TEXT.title}</h1>
        <p className="muted">{LOGIN_TEXT.intro}</p>
        {readiness === 'waking' && submitting && (
          <p className="notice" role="status">
            {LOGIN_MESSAGES.waking}
          </p>
        )}
        {(error ?? outcome) && (
          <p className="alert" role="alert">
            {error ?? outcome}
          </p>
        )}
        <Field
          label={LOGIN_TEXT.email}
          type="email"
          autoComplete="email"
          name="email"
          error={fieldErrors.email}
        />
        <Field
          label={LOGIN_TEXT.password}
          type="password"
          autoComplete="current-password"
          name="password"
          error={fieldErrors.password}
        />
        <div className="form-row-end">
          <Link to={paths.forgotPassword}>{LOGIN_TEXT.forgotPassword}</Link>
        </div>
        <button type="submit" className="button button-primary button-block" disabled={submitting}>
          {submitting ? LOGIN_TEXT.loggingIn : SHELL_MESSAGES.landing.logIn}
        </button>
        <ProviderButtons />
        <p className="centered">
          {LOGIN_TEXT.newHere} <Link to={paths.register}>{LOGIN_TEXT.createAccount}</Link>
        </p>
      </form>
    </div>
  );
}
