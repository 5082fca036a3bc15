import { pushEndpoints, type PushSubscriptionInput } from '@peerconnect/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiCall } from './api-client';

/** The VAPID public key, asked once: it changes only with a new key pair. */
export const getPushKeyQueryOptions = () =>
  queryOptions({
    queryKey: ['push', 'public-key'] as const,
    queryFn: () => apiCall(pushEndpoints.publicKey),
    staleTime: Infinity,
  });

/** The browser's subscription, as the API takes it. */
function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint = '', keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}

/** This device takes the student's pushes from now on. */
export const subscribePush = (subscription: PushSubscription) =>
  apiCall(pushEndpoints.subscribe, { body: subscriptionInput(subscription) });

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
