import '../auth.css';
import { type OidcProvider, passwordSchema } from '@peerconnect/contracts';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { OIDC_TEXTS as T } from '@/config/oidc.messages';
import { isRefusal } from '@/lib/api-client';
import { useLinkedAccounts } from '../api/get-linked-accounts';
import { useProviders } from '../api/get-providers';
import { useSetPassword } from '../api/set-password';
import { useStartLink } from '../api/start-link';
import { useUnlinkAccount } from '../api/unlink-account';
import { oidcOutcomeText } from '../oidc-outcome';

/** What went wrong, as the server words a refusal; anything else as the client names it. */
const problemOf = (error: unknown) =>
  isRefusal(error) ? (error.serverMessage ?? error.message) : (error as Error).message;

/**
 * The account settings' linked university accounts: link one (through the provider, coming back
 * here with `?oidc=`), unlink one while another way to sign in remains, and set a first password.
 */
export function LinkedAccountsSection({ go }: { go?: (url: string) => void }) {
  const linked = useLinkedAccounts();
  const providers = useProviders();
  const startLink = useStartLink(go);
  const unlink = useUnlinkAccount();
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(oidcOutcomeText(params.get('oidc')));
  const [problem, setProblem] = useState<string | null>(null);
  // The provider being linked while the student confirms it is them with their password.
  const [confirming, setConfirming] = useState<OidcProvider | null>(null);
  if (!providers.data?.length && !linked.data?.accounts.length) return null;

  const act = (action: Promise<unknown>, done?: string) => {
    setProblem(null);
    setNotice(null);
    action.then(
      () => done && setNotice(done),
      (error: unknown) => setProblem(problemOf(error)),
    );
  };

  return (
    <section className="panel form-stack" aria-labelledby="linked-title">
      <h2 id="linked-title">{T.linkedTitle}</h2>
      <p className="muted">{T.linkedIntro}</p>
      {notice && <p role="status">{notice}</p>}
      {problem && (
        <p className="alert" role="alert">
          {problem}
        </p>
      )}
      <ul className="linked-accounts">
        {(providers.data ?? []).map((provider) => {
          const account = linked.data?.accounts.find((a) => a.provider === provider.id);
          return (
            <li key={provider.id} className="linked-account">
              <span>
                <strong>{provider.name}</strong>
                {account && <span className="muted"> · {T.linkedAs(account.email)}</span>}
              </span>
              {account ? (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={unlink.isPending}
                  onClick={() => act(unlink.mutateAsync(provider.id), T.unlinked(provider.name))}
                >
                  {T.unlink(provider.name)}
                </button>
              ) : (
                <button
                  type="button"
                  className="button button-secondary"
                  disabled={startLink.isPending || !linked.data}
                  onClick={() =>
                    linked.data?.hasPassword
                      ? setConfirming(provider)
                      : act(startLink.mutateAsync({ provider: provider.id }))
                  }
                >
                  {T.link(provider.name)}
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {confirming && (
        <ConfirmLink
          provider={confirming}
          pending={startLink.isPending}
          onConfirm={(currentPassword) =>
            act(startLink.mutateAsync({ provider: confirming.id, currentPassword }))
          }
          onCancel={() => setConfirming(null)}
        />
      )}
      {linked.data && !linked.data.hasPassword && <FirstPassword onSet={setNotice} />}
    </section>
  );
}

/** Linking asks for the password: an account linked by someone else would be their way in. */
function ConfirmLink({
  provider,
  pending,
  onConfirm,
  onCancel,
}: {
  provider: OidcProvider;
  pending: boolean;
  onConfirm: (currentPassword: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  return (
    <form
      className="form-stack"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(password);
      }}
      noValidate
    >
      <p className="muted">{T.confirmLink(provider.name)}</p>
      <Field
        label={T.currentPassword}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div className="form-actions start">
        <button type="submit" className="button button-primary" disabled={pending || !password}>
          {T.continueLink(provider.name)}
        </button>
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}

function FirstPassword({ onSet }: { onSet: (message: string) => void }) {
  const set = useSetPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const checked = passwordSchema.safeParse(password);
    if (!checked.success) return setError(checked.error.issues[0]?.message);
    setError(undefined);
    try {
      onSet((await set.mutateAsync(checked.data)).message);
    } catch (failure) {
      setError(problemOf(failure));
    }
  }
  return (
    <form className="form-stack" onSubmit={(event) => void onSubmit(event)} noValidate>
      <h3>{T.passwordTitle}</h3>
      <p className="muted">{T.passwordHint}</p>
      <Field
        label={T.passwordTitle}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={error}
      />
      <div className="form-actions start">
        <button type="submit" className="button button-primary" disabled={set.isPending}>
          {T.setPassword}
        </button>
      </div>
    </form>
  );
}
