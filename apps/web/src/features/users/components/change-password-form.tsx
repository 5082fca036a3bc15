import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordFormSchema,
  type ChangePasswordForm as FormValues,
} from '@peerconnect/contracts';
import { PROFILE_TEXT as M } from '@/config/profile.messages';
import { useForm } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { useChangePassword } from '../api/change-password';
import { FailureAlert } from './failure-alert';
import { SubmitRow } from './submit-row';

const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: M.currentPasswordLabel, autoComplete: 'current-password' },
  { name: 'newPassword', label: M.newPasswordLabel, autoComplete: 'new-password' },
  { name: 'confirmNewPassword', label: M.confirmNewPasswordLabel, autoComplete: 'new-password' },
] as const satisfies readonly { name: keyof FormValues; label: string; autoComplete: string }[];

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
    defaultValues: { currentPassword: '', newPassword: '', confirmNewPassword: '' },
  });
  const errors = form.formState.errors;
  // Success closes edit mode, which unmounts the form: nothing typed here is left to clear.
  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      { onSuccess: ({ message }) => onChanged(message) },
    ),
  );

  return (
    <form className="panel form-stack" onSubmit={submit} noValidate aria-label={M.changePassword}>
      <h2>{M.changePassword}</h2>
      {/* Tells password managers whose password changes, so they update the right entry. */}
      <input type="text" autoComplete="username" value={username} readOnly hidden />
      {change.isError && <FailureAlert error={change.error} fallback={M.passwordChangeFailed} />}
      {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
        <Field
          key={name}
          label={label}
          type="password"
          autoComplete={autoComplete}
          error={errors[name]?.message}
          {...form.register(name)}
        />
      ))}
      <SubmitRow busy={change.isPending} label={M.changePassword} busyLabel={M.changingPassword} />
    </form>
  );
}
