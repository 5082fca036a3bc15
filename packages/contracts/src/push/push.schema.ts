import { z } from 'zod';
import { notificationTypeSchema } from '../notifications/notification.schema';

export const PUSH_MESSAGES = {
  invalidSubscription: 'This push subscription is not valid',
  endpointNotAllowed: 'Push endpoints must be https addresses on the internet',
  subscribed: 'Push notifications are on for this device',
} as const;

const base64url = (bytes: number) =>
  z
    .string({ error: PUSH_MESSAGES.invalidSubscription })
    .regex(
      new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}={0,2}$`),
      PUSH_MESSAGES.invalidSubscription,
    );

const endpointSchema = z
  .url({ protocol: /^https?$/, error: PUSH_MESSAGES.invalidSubscription })
  .max(2048, PUSH_MESSAGES.invalidSubscription);

/** A browser's PushSubscription as `subscription.toJSON()` gives it (RFC 8291 keys). */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      /** The browser's P-256 public key, uncompressed (65 bytes). */
      p256dh: base64url(65),
      /** The authentication secret (16 bytes). */
      auth: base64url(16),
    },
    { error: PUSH_MESSAGES.invalidSubscription },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushUnsubscribeSchema = pushSubscriptionSchema.pick({ endpoint: true });

export const pushPublicKeySchema = z.object({
  /** The VAPID public key (base64url), the `applicationServerKey` to subscribe with. */
  publicKey: z.string(),
});

/** What the service worker receives, decrypted: shown as a notification that opens `url`. */
export const pushPayloadSchema = z.object({
  type: notificationTypeSchema,
  title: z.string(),
  body: z.string(),
  /** A path in the app. */
  url: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
