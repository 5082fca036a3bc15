import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordFormSchema,
  PROFILE_MESSAGES as M,
  type ChangePasswordForm as FormValues,
} from '@peerconnect/contracts';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { useChangePassword } from '../api/change-password';
import { failureMessage } from '../failure-message';

const EMPTY: FormValues = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** The owner's password change, in edit mode; `onChanged` gets the server's confirmation. */
export function ChangePasswordForm({
  username,
  onChanged,
}: {
  username: string;
  onChanged(message: string): void;
}) {
  const change = useChangePassword();
  const form = useForm<FormValues>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: ({ message }) => {
          form.reset(EMPTY);
          onChanged(message);
        },
      },
    ),
  );

  return (
    <form className="panel form-stack" onSubmit={submit} noValidate aria-label={M.changePassword}>
      <h2>{M.changePassword}</h2>
      {/* Tells password managers whose password changes, so they update the right entry. */}
      <input type="text" autoComplete="username" value={username} readOnly hidden />
      {change.isError && (
        <p className="alert" role="alert">
          {failureMessage(change.error, M.passwordChangeFailed)}
        </p>
      )}
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword')}
      />
      <div className="form-actions">
        <button type="submit" className="button button-primary" disabled={change.isPending}>
          {change.isPending ? M.changingPassword : M.changePassword}
        </button>
      </div>
    </form>
  );
}
