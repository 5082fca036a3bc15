import { lazy, Suspense, useState } from 'react';
import { storage } from '@/lib/storage';
import { useAuth } from '../auth-provider';

// The banner brings the route declarations (zod) with it: no first load pays for it.
const VerifyEmailBanner = lazy(() => import('./verify-email-banner'));

/** Reminds a signed-in student whose address is not verified yet; the app works meanwhile. */
export function VerifyEmailReminder() {
  const { user } = useAuth();
  const [dismissedBy, setDismissedBy] = useState(storage.verifyBannerDismissedBy);
  if (!user?.email || user.emailVerified !== false || dismissedBy === user._id) return null;
  const dismiss = () => {
    storage.dismissVerifyBanner(user._id);
    setDismissedBy(user._id);
  };
  return (
    <Suspense fallback={null}>
      <VerifyEmailBanner email={user.email} onDismiss={dismiss} />
    </Suspense>
  );
}
