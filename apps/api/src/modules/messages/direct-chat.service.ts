import {
  API_MESSAGES,
  CHAT_MESSAGES as M,
  directRoomId,
  type Conversation,
  type DirectMessage,
  type Reaction,
  type SendDirectMessageRequest,
} from '@peerconnect/contracts';
import { conflict, forbidden, notFound } from '@/lib/app-error';
import { isBlockedBetween, studentExists } from '@/modules/users';
import { DirectMessageModel, type DirectMessageRecord } from './direct-message.model';
import {
  clientIdOrNew,
  editStored,
  eraseStored,
  historyPage,
  objectId,
  storeOnce,
  type PageCursor,
} from './message-store';
import { toDirectMessage } from './message-views';
import { assertReplyTarget, replyPreviews, setReaction } from './message-responses';
import type { ChatSettingsService } from './chat-settings.service';
import { canMessage } from './messaging-circle';
import { conversationsOf, noteConversation } from './conversations';

/** Direct messages between two students in each other's messaging circle. */
export function createDirectChatService(settings: ChatSettingsService) {
  /**
   * Reading (and joining the room) needs the circle rule or an existing conversation: people who
   * drifted apart still see what they wrote. A user who does not exist is a 404.
   */
  async function assertCanRead(userId: string, otherId: string): Promise<void> {
    if (await canMessage(userId, otherId)) return;
    if (
      userId !== otherId &&
      (await DirectMessageModel.exists({ roomId: directRoomId(userId, otherId) }))
    )
      return;
    if (!(await studentExists(otherId))) throw notFound(API_MESSAGES.userNotFound);
    throw forbidden(M.notAllowed);
  }

  /**
   * A message of one of the user's conversations. One of a conversation they are not part of is
   * a 404 (nothing about it is told); `own`: one the other student sent is refused. Any is refused
   * once a block stands between the two (a change would still reach the other live).
   */
  async function messageOf(
    userId: string,
    messageId: string,
    { own }: { own: boolean },
  ): Promise<DirectMessageRecord> {
    const me = objectId(userId);
    const record = await DirectMessageModel.findOne({
      _id: objectId(messageId),
      $or: [{ sender: me }, { recipient: me }],
    }).lean<DirectMessageRecord>();
    if (!record) throw notFound(M.messageNotFound);
    const mine = record.sender.equals(me);
    if (own && !mine) throw forbidden(M.ownMessagesOnly);
    const other = mine ? record.recipient : record.sender;
    if (await isBlockedBetween(userId, other.toString())) throw forbidden(M.notAllowed);
    return record;
  }
  const ownMessage = (userId: string, messageId: string) =>
    messageOf(userId, messageId, { own: true });

  /** The message as its sender may see it: whether it was read only when both have receipts on. */
  async function asSenderSees(record: DirectMessageRecord): Promise<DirectMessage> {
    const message = toDirectMessage(
      record,
      record.replyTo ? await replyPreviews(DirectMessageModel, [record]) : undefined,
    );
    if (await settings.receiptsBetween(message.sender, message.recipient)) return message;
    const { read: _hidden, ...withoutReceipt } = message;
    return withoutReceipt;
  }

  return {
    assertCanRead,

    /**
     * A page of the conversation (the latest, or from a cursor), oldest first; marks what the
     * other student wrote read. Whether the user's own messages were read (`read`) shows only when
     * both have read receipts on. `newlyRead`: this call read something (the user's other devices
     * and, with receipts, the other student are told); `readAt`: when.
     */
    async conversation(userId: string, otherId: string, cursor?: PageCursor) {
      await assertCanRead(userId, otherId);
      const readAt = new Date();
      const [marked, receipts] = await Promise.all([
        DirectMessageModel.updateMany(
          { recipient: objectId(userId), read: false, sender: objectId(otherId) },
          { $set: { read: true } },
        ),
        settings.receiptsBetween(userId, otherId),
      ]);
      const scope = { roomId: directRoomId(userId, otherId) };
      const records = await historyPage(DirectMessageModel, scope, cursor);
      const replies = await replyPreviews(DirectMessageModel, records);
      const messages = records.map((record) => {
        const message = toDirectMessage(record, replies);
        if (receipts || message.sender !== userId) return message;
        const { read: _hidden, ...withoutReceipt } = message;
        return withoutReceipt;
      });
      return { messages, newlyRead: marked.modifiedCount > 0, receipts, readAt };
    },

    /** Stores a message once per client id; `isNew` says whether it still has to be delivered. */
    async send(userId: string, input: SendDirectMessageRequest) {
      if (!(await canMessage(userId, input.receiverId))) throw forbidden(M.notAllowed);
      const roomId = directRoomId(userId, input.receiverId);
      await assertReplyTarget(DirectMessageModel, { roomId }, input.replyTo);
      await noteConversation(objectId(userId), objectId(input.receiverId));
      const { record, isNew } = await storeOnce(
        DirectMessageModel,
        {
          sender: objectId(userId),
          recipient: objectId(input.receiverId),
          roomId,
          content: input.content,
          clientId: clientIdOrNew(input.clientId),
          read: false,
          ...(input.replyTo ? { replyTo: objectId(input.replyTo) } : {}),
        },
        (stored) => stored.roomId === roomId,
      );
      // A resend answers with the stored message, which may have been read since.
      const fresh = isNew && !record.replyTo;
      return { message: fresh ? toDirectMessage(record) : await asSenderSees(record), isNew };
    },

    /** The sender changes the text of their message; a deleted one stays deleted (409). */
    async edit(userId: string, messageId: string, content: string): Promise<DirectMessage> {
      await ownMessage(userId, messageId);
      const edited = await editStored(DirectMessageModel, messageId, content);
      if (!edited) throw conflict(M.messageDeleted);
      return asSenderSees(edited);
    },

    /** The sender deletes their message, its text erased; `changed` is false if it already was. */
    async remove(userId: string, messageId: string) {
      const record = await ownMessage(userId, messageId);
      if (record.deletedBy) return { message: await asSenderSees(record), changed: false };
      const erased = await eraseStored(DirectMessageModel, messageId, 'sender');
      return { message: await asSenderSees(erased), changed: true };
    },

    /**
     * Sets or takes back the student's reaction to a message of their conversation (either
     * sender's); `changed` is false for a repeat. The message is shown as its sender sees it.
     */
    async react(userId: string, messageId: string, emoji: Reaction | null) {
      const record = await messageOf(userId, messageId, { own: false });
      const { record: after, changed } = await setReaction(
        DirectMessageModel,
        { roomId: record.roomId },
        messageId,
        userId,
        emoji,
      );
      return { message: await asSenderSees(after), changed };
    },

    conversations: (userId: string): Promise<Conversation[]> => conversationsOf(userId),
  };
}

export type DirectChatService = ReturnType<typeof createDirectChatService>;
