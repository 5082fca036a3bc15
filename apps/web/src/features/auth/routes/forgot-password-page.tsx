import '../auth.css';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordRequestSchema, type ForgotPasswordRequest } from '@peerconnect/contracts';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { Field } from '@/components/ui/field';
import { ACCOUNT_TEXT as T } from '@/config/account.messages';
import { paths } from '@/config/paths';
import { useRequestResetLink } from '../api/request-reset-link';

export default function ForgotPasswordPage() {
  const request = useRequestResetLink();
  const form = useForm<ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit(({ email }) => request.mutate(email));

  return (
    <div className="auth-page">
      <form className="panel auth-card" onSubmit={submit} noValidate>
        <h1 tabIndex={-1}>{T.forgotTitle}</h1>
        {request.isSuccess ? (
          <>
            <p className="notice" role="status">
              {request.data.message}
            </p>
            <p className="muted">{T.checkInbox}</p>
          </>
        ) : (
          <>
            <p className="muted">{T.forgotIntro}</p>
            {request.isError && (
              <p className="alert" role="alert">
                {request.error.message}
              </p>
            )}
            <Field
              label={T.emailLabel}
              type="email"
              autoComplete="email"
              error={form.formState.errors.email?.message}
              {...form.register('email')}
            />
            <button
              type="submit"
              className="button button-primary button-block"
              disabled={request.isPending}
            >
              {request.isPending ? T.sending : T.sendLink}
            </button>
          </>
        )}
        <p className="centered">
          <Link to={paths.login}>{T.backToLogin}</Link>
        </p>
      </form>
    </div>
  );
}
