import {
  ACCOUNT_MESSAGES,
  ACTIVITY_MESSAGES,
  CHAT_MESSAGES as M,
  type ChatMessage,
  type Reaction,
  type SendActivityMessageRequest,
} from '@peerconnect/contracts';
import { conflict, forbidden, notFound } from '@/lib/app-error';
import { readCache } from '@/lib/read-cache';
import {
  activityExists,
  isActivityOpen,
  isMemberOf,
  memberOfAmong,
  organizes,
} from '@/modules/activities';
import { usernameOf, usernamesOf } from '@/modules/users';
import { ActivityMessageModel, type ActivityMessageRecord } from './activity-message.model';
import {
  clientIdOrNew,
  editStored,
  eraseStored,
  historyPage,
  objectId,
  storeOnce,
  type PageCursor,
} from './message-store';
import { toChatMessage } from './message-views';
import { assertReplyTarget, replyPreviews, setReaction } from './message-responses';

async function withSenderNames(records: ActivityMessageRecord[]): Promise<ChatMessage[]> {
  const [names, replies] = await Promise.all([
    usernamesOf(records.map((record) => record.sender.toString())),
    replyPreviews(ActivityMessageModel, records),
  ]);
  return records.map((record) =>
    toChatMessage(
      record,
      names.get(record.sender.toString()) ?? ACCOUNT_MESSAGES.deletedStudent,
      replies,
    ),
  );
}

/** One message as members see it, its sender's name known. */
async function viewOf(record: ActivityMessageRecord, senderName: string): Promise<ChatMessage> {
  return toChatMessage(record, senderName, await replyPreviews(ActivityMessageModel, [record]));
}

// Every message reads both (lib/read-cache.ts).
const senderNames = readCache<string>(10_000);
const openChats = readCache<boolean>(10_000);

/** An activity's group chat: only its organizer and participants may read or write. */
export function createActivityChatService() {
  const senderName = (userId: string) =>
    senderNames(userId, async () => (await usernameOf(userId)) ?? ACCOUNT_MESSAGES.deletedStudent);

  // A cancelled activity's chat is read-only.
  const isOpen = (activityId: string) => openChats(activityId, () => isActivityOpen(activityId));

  async function assertMember(activityId: string, userId: string): Promise<void> {
    if (await isMemberOf(activityId, userId)) return;
    if (!(await activityExists(activityId))) throw notFound(ACTIVITY_MESSAGES.notFound);
    throw forbidden(M.participantsOnly);
  }

  /**
   * A message of this activity's chat, for one of its members to change; 404 when the chat has none
   * by that id, 403 once the chat is read-only (cancelled).
   */
  async function messageOf(activityId: string, userId: string, messageId: string) {
    await assertMember(activityId, userId);
    if (!(await isOpen(activityId))) throw forbidden(M.chatReadOnly);
    const record = await ActivityMessageModel.findOne({
      _id: objectId(messageId),
      activity: objectId(activityId),
    }).lean<ActivityMessageRecord>();
    if (!record) throw notFound(M.messageNotFound);
    return record;
  }

  return {
    isMember: isMemberOf,
    memberOfAmong,
    assertMember,
    senderName,

    /** A page of the chat (the latest, or from a cursor), oldest first. */
    async history(activityId: string, userId: string, cursor?: PageCursor): Promise<ChatMessage[]> {
      await assertMember(activityId, userId);
      const scope = { activity: objectId(activityId) };
      return withSenderNames(await historyPage(ActivityMessageModel, scope, cursor));
    },

    /**
     * Stores a message once per client id; `isNew` says whether it still has to be broadcast.
     * `memberChecked`: a socket in the activity's room was checked when it joined and is taken out
     * the moment it leaves, so its sends skip the membership query.
     */
    async send(
      userId: string,
      input: Omit<SendActivityMessageRequest, 'senderName'>,
      { memberChecked = false } = {},
    ) {
      if (!memberChecked) await assertMember(input.activityId, userId);
      if (!(await isOpen(input.activityId))) throw forbidden(M.chatReadOnly);
      const activity = objectId(input.activityId);
      await assertReplyTarget(ActivityMessageModel, { activity }, input.replyTo);
      const [{ record, isNew }, senderUsername] = await Promise.all([
        storeOnce(
          ActivityMessageModel,
          {
            activity,
            sender: objectId(userId),
            content: input.content,
            clientId: clientIdOrNew(input.clientId),
            ...(input.replyTo ? { replyTo: objectId(input.replyTo) } : {}),
          },
          (stored) => stored.activity.equals(activity),
        ),
        senderName(userId),
      ]);
      const message = record.replyTo
        ? await viewOf(record, senderUsername)
        : toChatMessage(record, senderUsername);
      return { message, isNew };
    },

    /** The sender changes the text of their message; a deleted one stays deleted (409). */
    async edit(userId: string, activityId: string, messageId: string, content: string) {
      const record = await messageOf(activityId, userId, messageId);
      if (!record.sender.equals(userId)) throw forbidden(M.ownMessagesOnly);
      const edited = await editStored(ActivityMessageModel, messageId, content);
      if (!edited) throw conflict(M.messageDeleted);
      return viewOf(edited, await senderName(userId));
    },

    /**
     * The sender deletes their message, or the organizer removes anyone's (moderation); its text
     * is erased. `changed` is false when it was already deleted (nothing to tell anyone again).
     */
    async remove(userId: string, activityId: string, messageId: string) {
      const record = await messageOf(activityId, userId, messageId);
      const name = await senderName(record.sender.toString());
      if (record.deletedBy) return { message: await viewOf(record, name), changed: false };
      const mine = record.sender.equals(userId);
      const organizer = await organizes(activityId, userId);
      if (!mine && !organizer) throw forbidden(M.removeNotAllowed);
      const erased = await eraseStored(
        ActivityMessageModel,
        messageId,
        mine ? 'sender' : 'organizer',
      );
      return { message: await viewOf(erased, name), changed: true };
    },

    /** Sets or takes back the member's reaction; `changed` is false for a repeat. */
    async react(userId: string, activityId: string, messageId: string, emoji: Reaction | null) {
      await messageOf(activityId, userId, messageId);
      const scope = { activity: objectId(activityId) };
      const { record, changed } = await setReaction(
        ActivityMessageModel,
        scope,
        messageId,
        userId,
        emoji,
      );
      return { message: await viewOf(record, await senderName(record.sender.toString())), changed };
    },

    /** Called when the activity is deleted: its chat goes with it. */
    async deleteChat(activityId: string): Promise<void> {
      await ActivityMessageModel.deleteMany({ activity: objectId(activityId) });
    },
  };
}

export type ActivityChatService = ReturnType<typeof createActivityChatService>;
