/**
 * Replies and reactions in the seeded chats, so the sample students see quotes and reaction chips
 * as in a chat that has been used: about one message in six answers an earlier one of its chat,
 * and about one in four has reactions from people in that chat (one each).
 */
import { REACTIONS } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import type { Random } from './random';

type Id = mongoose.Types.ObjectId;

/** A message as the seed builds it: the chat it is in is its activity or its room. */
export interface SeedMessage {
  _id?: Id;
  sender: Id;
  recipient?: Id;
  activity?: Id;
  roomId?: string;
  replyTo?: Id;
  reactions?: { user: Id; emoji: string }[];
}

const REPLY_SHARE = 1 / 6;
const REACTED_SHARE = 1 / 4;
/** A reply answers one of the few messages before it, as in a live conversation. */
const REPLY_REACH = 5;

const chatOf = (message: SeedMessage) => message.activity?.toString() ?? message.roomId ?? '';

/** Gives every message an id and adds replies and reactions within each chat (in place). */
export function addResponses(
  random: Random,
  messages: SeedMessage[],
  membersOf: (message: SeedMessage) => Id[],
): { replies: number; reactions: number } {
  let replies = 0;
  let reactions = 0;
  const byChat = new Map<string, SeedMessage[]>();
  for (const message of messages) {
    message._id ??= new mongoose.Types.ObjectId();
    byChat.set(chatOf(message), [...(byChat.get(chatOf(message)) ?? []), message]);
  }
  for (const chat of byChat.values()) {
    chat.forEach((message, index) => {
      if (index > 0 && random.chance(REPLY_SHARE)) {
        message.replyTo = chat[Math.max(0, index - random.int(1, REPLY_REACH))]?._id;
        replies += 1;
      }
      if (!random.chance(REACTED_SHARE)) return;
      const others = membersOf(message).filter((member) => !member.equals(message.sender));
      const reactors = others.filter(() => random.chance(0.5)).slice(0, 3);
      if (reactors.length === 0) return;
      message.reactions = reactors.map((user) => ({ user, emoji: random.pick(REACTIONS) }));
      reactions += reactors.length;
    });
  }
  return { replies, reactions };
}
