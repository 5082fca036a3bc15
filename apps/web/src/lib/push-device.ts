import { pushEndpoints } from '@peerconnect/contracts';
import { apiCall } from './api-client';

/** Whether this browser can take push notifications at all. */
export const pushSupported = () =>
  'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** This browser's push subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * This device takes no more pushes for the student: told to the server while the session still
 * holds (on signing out), then the browser's subscription ended.
 */
export async function forgetThisDevice(): Promise<void> {
  const subscription = await deviceSubscription().catch(() => null);
  if (!subscription) return;
  await apiCall(pushEndpoints.unsubscribe, { body: { endpoint: subscription.endpoint } }).catch(
    () => undefined,
  );
  await subscription.unsubscribe().catch(() => false);
}
