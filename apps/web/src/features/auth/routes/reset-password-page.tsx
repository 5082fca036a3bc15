import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@peerconnect/contracts';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { ACCOUNT_TEXT as T } from '@/config/account.messages';
import { paths } from '@/config/paths';
import { useResetPassword } from '../api/reset-password';

export default function ResetPasswordPage() {
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const errors = form.formState.errors;
  const submit = form.handleSubmit(({ password }) => reset.mutate({ token, password }));

  if (reset.isSuccess) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="auth-page">
      <form className="panel auth-card" onSubmit={submit} noValidate>
        <h1 tabIndex={-1}>{T.resetTitle}</h1>
        <p className="muted">{T.resetIntro}</p>
        {reset.isError && (
          <div className="alert" role="alert">
            <p>{reset.error.message}</p>
            <Link to={paths.forgotPassword}>{T.askAgain}</Link>
          </div>
        )}
        <Field
          label={T.newPassword}
          type="password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label={T.confirmPassword}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <button
          type="submit"
          className="button button-primary button-block"
          disabled={reset.isPending}
        >
          {reset.isPending ? T.setting : T.setPassword}
        </button>
        <p className="centered">
          <Link to={paths.login}>{T.backToLogin}</Link>
        </p>
      </form>
    </div>
  );
}
