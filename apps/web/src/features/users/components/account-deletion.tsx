import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '@peerconnect/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { ACCOUNT_TEXT as T } from '@/config/account.messages';
import { useAuth } from '@/features/auth';
import { useDeleteAccount } from '../api/account';
import { FailureAlert } from './failure-alert';

/** Leaving for good, confirmed with the password. */
export function AccountDeletion() {
  const { user } = useAuth();
  return user ? <DangerZone username={user.username} /> : null;
}

function DangerZone({ username }: { username: string }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteAccount();
  const form = useForm<DeleteAccountRequest>({
    resolver: zodResolver(deleteAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const submit = form.handleSubmit(({ password }) => remove.mutate(password));
  return (
    <section className="panel form-stack danger-zone" aria-labelledby="danger-title">
      <h2 id="danger-title">{T.dangerTitle}</h2>
      <p className="muted">{T.dangerIntro}</p>
      {confirming ? (
        <form className="form-stack" onSubmit={submit} noValidate aria-label={T.deleteAccount}>
          <input type="text" autoComplete="username" value={username} readOnly hidden />
          {remove.isError && <FailureAlert error={remove.error} fallback={remove.error.message} />}
          <Field
            label={T.passwordToConfirm}
            type="password"
            autoComplete="current-password"
            error={form.formState.errors.password?.message}
            {...form.register('password')}
          />
          <div className="form-actions">
            <button type="submit" className="button button-danger" disabled={remove.isPending}>
              {remove.isPending ? T.deleting : T.confirmDelete}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirming(false)}
            >
              {T.cancel}
            </button>
          </div>
        </form>
      ) : (
        <div>
          <button
            type="button"
            className="button button-danger"
            onClick={() => setConfirming(true)}
          >
            {T.deleteAccount}
          </button>
        </div>
      )}
    </section>
  );
}
