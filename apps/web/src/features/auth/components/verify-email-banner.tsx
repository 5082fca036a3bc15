import { ACCOUNT_TEXT as T } from '@/config/messages';
import { useResendVerification } from '../api/account-links';

/** The reminder itself, loaded only for a student who needs it (verify-email-reminder.tsx). */
export default function VerifyEmailBanner({
  email,
  onDismiss,
}: {
  email: string;
  onDismiss(): void;
}) {
  const resend = useResendVerification();
  return (
    <aside className="verify-banner" aria-label={T.verifyTitle}>
      <p>
        {resend.isSuccess
          ? resend.data.message
          : resend.isError
            ? resend.error.message
            : T.bannerText(email)}
      </p>
      {!resend.isSuccess && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => resend.mutate()}
          disabled={resend.isPending}
        >
          {resend.isPending ? T.resending : T.resend}
        </button>
      )}
      <button type="button" className="icon-button" onClick={onDismiss} aria-label={T.dismiss}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </aside>
  );
}
