import { zodResolver } from '@hookform/resolvers/zod';
import { deleteAccountRequestSchema, type DeleteAccountRequest } from '@peerconnect/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { ChatPrivacySettings } from '@/features/messages';
import { NotificationSettings } from '@/features/notifications';
import { SearchableSetting } from '@/features/people';
import { ACCOUNT_TEXT as T } from '@/config/messages';
import { useDeleteAccount, useDownloadMyData } from '../api/account';
import { CalendarFeed } from './calendar-feed';
import { FailureAlert } from './failure-alert';

/**
 * The calendar feed, notifications, chat privacy, taking one's data along, and leaving: the last part of the
 * owner's edit mode.
 */
export function AccountSettings({ username }: { username: string }) {
  return (
    <>
      <CalendarFeed />
      <NotificationSettings />
      <ChatPrivacySettings />
      <SearchableSetting />
      <DataExport />
      <DangerZone username={username} />
    </>
  );
}

function DataExport() {
  const download = useDownloadMyData();
  return (
    <section className="panel form-stack" aria-labelledby="data-title">
      <h2 id="data-title">{T.dataTitle}</h2>
      <p className="muted">{T.dataIntro}</p>
      {download.isError && (
        <FailureAlert error={download.error} fallback={download.error.message} />
      )}
      <div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? T.downloading : T.download}
        </button>
      </div>
    </section>
  );
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
