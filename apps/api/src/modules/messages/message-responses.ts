/**
 * What students add to a message besides its text: a reply's quote of another message of the same
 * chat (kept as a reference, so the quote follows edits and deletion) and one reaction each.
 */
import {
  ACCOUNT_MESSAGES,
  CHAT_MESSAGES as M,
  type Reaction,
  type ReplyPreview,
} from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import type { Model, QueryFilter } from 'mongoose';
import { conflict, notFound } from '@/lib/app-error';
import { usernamesOf } from '@/modules/users';
import { objectId, type MessageFields, type Stored } from './message-store';

type Id = mongoose.Types.ObjectId;

/** The fields of either message model this module reads. */
interface Responded {
  _id: Id;
  sender: Id;
  content: string;
  deletedBy?: string | null;
  reactions?: readonly { user: Id; emoji: string }[] | null;
}

const filterOf = <R>(filter: Record<string, unknown>) => filter as QueryFilter<R>;

/** The reactions of a message as the API shows them. */
export const reactionsOf = (record: Pick<Responded, 'reactions'>) =>
  record.reactions?.length
    ? record.reactions.map(({ user, emoji }) => ({
        userId: user.toString(),
        emoji: emoji as Reaction,
      }))
    : undefined;

export type ReplyPreviews = Map<string, ReplyPreview>;

/** The quotes of the replies among `records`, by quoted message id, read in one query. */
export async function replyPreviews<R extends MessageFields>(
  model: Model<R>,
  records: { replyTo?: Id | null }[],
): Promise<ReplyPreviews> {
  const ids = [...new Set(records.flatMap((record) => record.replyTo?.toString() ?? []))];
  if (ids.length === 0) return new Map();
  const quoted = await model
    .find(filterOf<R>({ _id: { $in: ids.map(objectId) } }))
    .select({ sender: 1, content: 1, deletedBy: 1 })
    .lean<Responded[]>();
  const names = await usernamesOf(quoted.map((record) => record.sender.toString()));
  return new Map(
    quoted.map((record) => {
      const senderId = record.sender.toString();
      const preview: ReplyPreview = {
        _id: record._id.toString(),
        senderId,
        senderName: names.get(senderId) ?? ACCOUNT_MESSAGES.deletedStudent,
        content: record.deletedBy ? '' : record.content,
        ...(record.deletedBy ? { deleted: true as const } : {}),
      };
      return [preview._id, preview];
    }),
  );
}

/** A reply may quote only a message of its own chat (`scope`); else 404. */
export async function assertReplyTarget<R extends MessageFields>(
  model: Model<R>,
  scope: Record<string, unknown>,
  replyTo: string | undefined,
): Promise<void> {
  if (!replyTo) return;
  const found = await model.exists(filterOf<R>({ ...scope, _id: objectId(replyTo) }));
  if (!found) throw notFound(M.replyNotFound);
}

/**
 * Sets the student's reaction to `emoji`, or takes it back (null): one per student, so a new one
 * replaces theirs. Stating the wanted end state makes a repeat (a retry after a reconnect) change
 * nothing; `changed` says whether anyone needs telling. A deleted message takes no reactions (409).
 */
export async function setReaction<R extends MessageFields>(
  model: Model<R>,
  scope: Record<string, unknown>,
  messageId: string,
  userId: string,
  emoji: Reaction | null,
): Promise<{ record: Stored<R>; changed: boolean }> {
  const filter = { ...scope, _id: objectId(messageId) };
  const current = await model.findOne(filterOf<R>(filter)).lean<Responded>();
  if (!current) throw notFound(M.messageNotFound);
  if (current.deletedBy) throw conflict(M.messageDeleted);
  const user = objectId(userId);
  const mine = current.reactions?.find((reaction) => reaction.user.equals(user));
  const changed = (mine?.emoji ?? null) !== emoji;
  if (changed) {
    const { where, update } = reactionUpdate(filter, user, emoji, mine !== undefined);
    await model.updateOne(filterOf<R>(where), update);
  }
  const after = await model.findOne(filterOf<R>(filter)).lean<Stored<R>>();
  if (!after) throw notFound(M.messageNotFound);
  return { record: after, changed };
}

/**
 * The update setting the student's reaction, and which document it may touch: their reaction
 * where they have one, a first one only where they have none (two racing firsts leave one).
 */
function reactionUpdate(
  filter: Record<string, unknown>,
  user: Id,
  emoji: Reaction | null,
  had: boolean,
) {
  if (emoji === null) return { where: filter, update: { $pull: { reactions: { user } } } };
  if (had)
    return {
      where: { ...filter, 'reactions.user': user },
      update: { $set: { 'reactions.$.emoji': emoji } },
    };
  return {
    where: { ...filter, 'reactions.user': { $ne: user } },
    update: { $push: { reactions: { user, emoji } } },
  };
}
