import { pushEndpoints, type PushSubscriptionInput } from '@peerconnect/contracts';
import { apiCall } from '@/lib/api-client';

/** The browser's subscription, as the API takes it. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const { endpoint = '', keys = {} } = subscription.toJSON();
  return { endpoint, keys: { p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' } };
}

export const subscribePush = (subscription: PushSubscription) =>
  apiCall(pushEndpoints.subscribe, { body: subscriptionInput(subscription) });
