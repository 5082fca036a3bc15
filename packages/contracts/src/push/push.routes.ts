import { messageResponseSchema } from '../common/responses.schema';
import { defineRoute, json, noContent } from '../common/route';
import { pushEndpoints } from './push.endpoints';
import { pushPublicKeySchema, pushSubscriptionSchema, pushUnsubscribeSchema } from './push.schema';

export const pushRoutes = {
  publicKey: defineRoute(pushEndpoints.publicKey, {
    tag: 'Push',
    summary: 'The VAPID public key browsers subscribe to push notifications with',
    auth: false,
    responses: [json(200, 'The key', pushPublicKeySchema)],
    errors: [],
  }),
  subscribe: defineRoute(pushEndpoints.subscribe, {
    tag: 'Push',
    summary:
      'Push notifications to this device for the signed-in student (the browser’s PushSubscription); a student may have several',
    auth: true,
    body: pushSubscriptionSchema,
    responses: [json(201, 'Subscribed', messageResponseSchema)],
    errors: [400, 401],
  }),
  unsubscribe: defineRoute(pushEndpoints.unsubscribe, {
    tag: 'Push',
    summary: 'No more push notifications to this device (as on signing out of it)',
    auth: true,
    body: pushUnsubscribeSchema,
    responses: [noContent('Unsubscribed')],
    errors: [400, 401],
  }),
};
