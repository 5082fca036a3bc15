import '../auth.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { SHELL_MESSAGES } from '@/config/messages';
import { OIDC_TEXTS } from '@/config/oidc.messages';
import { paths } from '@/config/paths';
import { hasCode } from '@/lib/api-client';
import { useExchangeSignInCode } from '../api/exchange-sign-in-code';

/**
 * Where a university sign-in lands: the one-time code is in the fragment (never sent to a server
 * or logged), taken out of the address at once and traded for a session. A new student goes on
 * to the welcome step, a known one to the dashboard.
 */
export default function OidcCompletePage() {
  const navigate = useNavigate();
  const exchange = useExchangeSignInCode();
  const [code] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('code'));
  const started = useRef(false);

  useEffect(() => {
    // Once per visit, also under StrictMode's double effects: the code works only once.
    if (started.current) return;
    started.current = true;
    window.history.replaceState(null, '', window.location.pathname);
    if (code)
      exchange.mutate(code, {
        onSuccess: ({ isNew }) =>
          navigate(isNew ? paths.welcome : paths.dashboard, { replace: true }),
      });
  }, [code, exchange, navigate]);
  const failed = !code || exchange.isError;
  // A code opened in another browser than the one that started the sign-in (a link someone sent).
  const elsewhere = hasCode(exchange.error, 'SIGN_IN_OTHER_BROWSER');

  return (
    <div className="auth-page">
      <section className="panel auth-card" aria-live="polite">
        {failed ? (
          <>
            <p className="alert" role="alert">
              {elsewhere ? OIDC_TEXTS.otherBrowser : OIDC_TEXTS.outcome.expired}
            </p>
            <Link to={paths.login}>{SHELL_MESSAGES.landing.logIn}</Link>
          </>
        ) : (
          <p role="status">{OIDC_TEXTS.signingIn}</p>
        )}
      </section>
    </div>
  );
}
