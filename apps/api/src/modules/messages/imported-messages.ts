import type mongoose from 'mongoose';
import { ActivityMessageModel } from './activity-message.model';
import { summariseConversations } from './conversations';
import { DirectMessageModel } from './direct-message.model';

/** A message written elsewhere (the seed), stored as given: every field is the caller's. */
interface GivenMessage {
  sender: mongoose.Types.ObjectId;
}

/**
 * Stores messages made outside the chat in one command per chat kind, without building documents,
 * and lists their direct conversations in both inboxes.
 */
export async function insertMessages({
  activity = [],
  direct = [],
}: {
  activity?: GivenMessage[];
  direct?: GivenMessage[];
}): Promise<void> {
  await Promise.all([ActivityMessageModel.init(), DirectMessageModel.init()]);
  if (activity.length > 0) await ActivityMessageModel.insertMany(activity, { lean: true });
  if (direct.length > 0) await DirectMessageModel.insertMany(direct, { lean: true });
  await summariseConversations();
}
