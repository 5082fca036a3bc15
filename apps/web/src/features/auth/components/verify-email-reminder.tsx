import { useState } from 'react';
import { VERIFY_BANNER_TEXT as T } from '@/config/messages';
import { storage } from '@/lib/storage';
import { useAuth } from '../api/get-session';
import { useResendVerification } from '../api/resend-verification';

/**
 * Reminds a signed-in student whose address is not verified yet; the app works meanwhile. Drawn
 * with the page, so it never pushes the content down after it painted.
 */
export function VerifyEmailReminder() {
  const { user } = useAuth();
  const [dismissedBy, setDismissedBy] = useState(storage.verifyBannerDismissedBy);
  const resending = useResendVerification();
  if (!user?.email || user.emailVerified !== false || dismissedBy === user._id) return null;
  const dismiss = () => {
    storage.dismissVerifyBanner(user._id);
    setDismissedBy(user._id);
  };
  return (
    <aside className="verify-banner" aria-label={T.title}>
      <p>
        {resending.isSuccess
          ? resending.data.message
          : resending.isError
            ? resending.error.message
            : T.text(user.email)}
      </p>
      {!resending.isSuccess && (
        <button
          type="button"
          className="button button-secondary button-small"
          onClick={() => resending.mutate()}
          disabled={resending.isPending}
        >
          {resending.isPending ? T.resending : T.resend}
        </button>
      )}
      <button type="button" className="icon-button" onClick={dismiss} aria-label={T.dismiss}>
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
