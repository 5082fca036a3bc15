import {
  PUSH_MESSAGES as M,
  type PushPayload,
  type PushSubscriptionInput,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import type { PushConfig } from '@/config/env';
import { badRequest } from '@/lib/app-error';
import type { JobQueue } from '@/lib/job-queue';
import type { Logger } from '@/lib/logger';
import { endpointAllowed } from './endpoint-policy';
import { createPushSender } from './push-sender';
import { PushSubscriptionModel } from './push-subscription.model';

const PUSH_TASK = 'push-notification';

interface PushJob {
  subscriptionId: string;
  payload: PushPayload;
}

/** One notification for one student, to every device they subscribed. */
export interface PushMessage {
  userId: string;
  payload: PushPayload;
}

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/**
 * Students' devices and what is pushed to them. Each device's push is its own job, so a device
 * whose push service is down is retried (with back-off) without sending the others again.
 */
export function createPushService(config: PushConfig, queue: JobQueue, logger: Logger) {
  const send = createPushSender(config);
  queue.define<PushJob>(
    PUSH_TASK,
    async ({ subscriptionId, payload }) => {
      const subscription = await PushSubscriptionModel.findById(subscriptionId).lean();
      if (!subscription?.keys) return;
      const { endpoint, keys } = subscription;
      if ((await send({ endpoint, keys }, payload)) === 'gone') {
        await PushSubscriptionModel.deleteOne({ _id: subscription._id });
        logger.info({ subscriptionId }, 'push subscription gone: removed');
      }
    },
    { retry: { delayMs: 30_000, maxRetries: 5 }, removeOnComplete: true },
  );

  return {
    publicKey: config.publicKey,

    /** This device, for this student (moved over from whoever had it before on the same browser). */
    async subscribe(userId: string, { endpoint, keys }: PushSubscriptionInput): Promise<void> {
      if (!endpointAllowed(endpoint, config.publicEndpointsOnly))
        throw badRequest(M.endpointNotAllowed);
      await PushSubscriptionModel.updateOne(
        { endpoint },
        { $set: { user: objectId(userId), keys } },
        { upsert: true },
      );
    },

    async unsubscribe(userId: string, endpoint: string): Promise<void> {
      await PushSubscriptionModel.deleteOne({ endpoint, user: objectId(userId) });
    },

    /** Queues each message to each of its student's devices. */
    async push(messages: PushMessage[]): Promise<void> {
      if (messages.length === 0) return;
      const subscriptions = await PushSubscriptionModel.find(
        { user: { $in: messages.map(({ userId }) => objectId(userId)) } },
        { user: 1 },
      ).lean();
      const payloads = new Map(messages.map(({ userId, payload }) => [userId, payload]));
      for (const subscription of subscriptions) {
        const payload = payloads.get(subscription.user.toString());
        if (payload)
          await queue.runSoon<PushJob>(PUSH_TASK, {
            subscriptionId: subscription._id.toString(),
            payload,
          });
      }
    },

    /** A deleted account's devices. */
    async forget(userId: string): Promise<void> {
      await PushSubscriptionModel.deleteMany({ user: objectId(userId) });
    },
  };
}

export type PushService = ReturnType<typeof createPushService>;
