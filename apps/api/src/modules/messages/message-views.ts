import {
  activityRoomId,
  MESSAGE_REMOVERS,
  type ChatMessage,
  type DirectMessage,
} from '@peerconnect/contracts';
import type { ActivityMessageRecord } from './activity-message.model';
import type { DirectMessageRecord } from './direct-message.model';
import { reactionsOf, type ReplyPreviews } from './message-responses';

/** An edit's time and a deletion's author, on the messages that have them. */
function changes(record: { editedAt?: Date | null; deletedBy?: string | null }) {
  const deleted = MESSAGE_REMOVERS.find((remover) => remover === record.deletedBy);
  return {
    ...(record.editedAt ? { editedAt: record.editedAt.toISOString() } : {}),
    ...(deleted ? { deleted } : {}),
  };
}

/** The quote of a reply (from `replies`) and the reactions, on the messages that have them. */
function responses(record: ActivityMessageRecord | DirectMessageRecord, replies?: ReplyPreviews) {
  const replyTo = record.replyTo ? replies?.get(record.replyTo.toString()) : undefined;
  const reactions = reactionsOf(record);
  return { ...(replyTo ? { replyTo } : {}), ...(reactions ? { reactions } : {}) };
}

export function toChatMessage(
  record: ActivityMessageRecord,
  senderName: string,
  replies?: ReplyPreviews,
): ChatMessage {
  return {
    _id: record._id.toString(),
    content: record.content,
    sender: { _id: record.sender.toString(), username: senderName },
    roomId: activityRoomId(record.activity.toString()),
    createdAt: record.createdAt.toISOString(),
    clientId: record.clientId,
    ...changes(record),
    ...responses(record, replies),
  };
}

export function toDirectMessage(
  record: DirectMessageRecord,
  replies?: ReplyPreviews,
): DirectMessage {
  return {
    _id: record._id.toString(),
    content: record.content,
    sender: record.sender.toString(),
    recipient: record.recipient.toString(),
    roomId: record.roomId,
    createdAt: record.createdAt.toISOString(),
    read: record.read,
    clientId: record.clientId,
    ...changes(record),
    ...responses(record, replies),
  };
}
