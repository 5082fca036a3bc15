/**
 * Friend requests and friendships. A request is pending, then accepted or rejected.
 * An accepted friendship lives on both users' `friends` lists, always written in pairs with
 * $addToSet/$pull so that repeating an accept can never make a friendship twice; the accepted
 * request stays as its record until the friendship ends.
 */
import { API_MESSAGES, BLOCK_MESSAGES, FRIEND_MESSAGES as M } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { badRequest, forbidden, notFound } from '@/lib/app-error';
import {
  areFriends,
  befriend,
  endFriendship,
  friendsOf,
  isBlockedBetween,
  studentById,
  studentsByIds,
} from '@/modules/users';
import { FriendRequestModel, LIVE_STATUSES } from './friend-request.model';
import { pairKeyOf } from './pair-key';
import {
  FRIEND_FIELD_LIST,
  type FriendRecord,
  type ReceivedRequestRecord,
  type SendOutcome,
} from './friend-view';

type Id = mongoose.Types.ObjectId;

const objectId = (id: string) => new mongoose.Types.ObjectId(id);
const isObjectId = (id: string) => mongoose.isObjectIdOrHexString(id);
const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

async function personOrFail(userId: string | Id): Promise<FriendRecord> {
  const person = await studentById(userId, FRIEND_FIELD_LIST);
  if (!person) throw notFound(API_MESSAGES.userNotFound);
  return person;
}

/**
 * Marks the request accepted (again, if it already was: accepting is idempotent) and befriends the
 * pair. False when the request was rejected meanwhile, so a late accept cannot override a decline.
 */
async function acceptAndBefriend(request: { _id: Id; sender: Id; recipient: Id }) {
  const accepted = await FriendRequestModel.updateOne(
    { _id: request._id, status: { $in: LIVE_STATUSES } },
    { $set: { status: 'accepted' } },
  );
  if (accepted.matchedCount === 0) return false;
  await befriend(request.sender, request.recipient);
  return true;
}

/** The request, if it is addressed to this user: 404 when unknown (or malformed), 403 when not theirs. */
async function requestAddressedTo(userId: string, requestId: string) {
  const request = isObjectId(requestId)
    ? await FriendRequestModel.findById(requestId, { sender: 1, recipient: 1 }).lean()
    : null;
  if (!request) throw notFound(M.requestNotFound);
  if (request.recipient.toString() !== userId) throw forbidden(M.notYourRequest);
  return request;
}

/** What friendships tell others (notifications); passed in, so friends reaches into no other feature. */
export interface FriendEvents {
  /** A request was sent and waits for the recipient. */
  requested(senderId: string, recipientId: string): Promise<void>;
  /** `accepterId` accepted the request `senderId` had sent. */
  accepted(accepterId: string, senderId: string): Promise<void>;
}

/**
 * Answers with the pair's pending request if there is one (refusing a second from the same sender,
 * accepting the other user's), else creates it. When a racing request of the pair is inserted or
 * accepted between the read and the write, the unique index refuses ours and the decision is made
 * again.
 */
async function requestOrAcceptTheirs(
  events: FriendEvents,
  senderId: string,
  recipient: FriendRecord,
  retryOnRace = true,
): Promise<SendOutcome> {
  const pairKey = pairKeyOf(senderId, recipient._id.toString());
  const live = await FriendRequestModel.findOne(
    { pairKey, status: { $in: LIVE_STATUSES } },
    { sender: 1, recipient: 1, status: 1 },
  ).lean();
  // Accepted a moment ago by a racing request of the pair.
  if (live?.status === 'accepted') throw badRequest(M.alreadyFriends);
  if (live) {
    if (live.sender.toString() === senderId) throw badRequest(M.requestPending);
    if (!(await acceptAndBefriend(live))) throw badRequest(M.requestNotPending);
    await events.accepted(senderId, recipient._id.toString());
    return { status: 'accepted', friend: recipient };
  }
  const created = await FriendRequestModel.create({
    sender: objectId(senderId),
    recipient: recipient._id,
    pairKey,
  }).catch((error: unknown) => {
    if (isDuplicateKey(error)) return null;
    throw error;
  });
  if (created) {
    await events.requested(senderId, recipient._id.toString());
    return {
      status: 'pending',
      request: { _id: created._id, recipient, createdAt: created.createdAt },
    };
  }
  if (retryOnRace) return requestOrAcceptTheirs(events, senderId, recipient, false);
  throw badRequest(M.requestPending);
}

export function createFriendsService(events: FriendEvents) {
  return {
    async send(senderId: string, recipientId: string): Promise<SendOutcome> {
      if (senderId === recipientId) throw badRequest(M.cannotRequestSelf);
      const recipient = await personOrFail(recipientId);
      // The same answer whichever of the two blocked: a blocked sender is not told so.
      if (await isBlockedBetween(senderId, recipientId))
        throw forbidden(BLOCK_MESSAGES.requestNotAllowed);
      if (await areFriends(senderId, recipient._id)) throw badRequest(M.alreadyFriends);
      return requestOrAcceptTheirs(events, senderId, recipient);
    },

    /** Pending requests this user received, newest first (senders who left are skipped). */
    async received(userId: string): Promise<ReceivedRequestRecord[]> {
      const requests = await FriendRequestModel.find(
        { recipient: objectId(userId), status: 'pending' },
        { sender: 1, createdAt: 1 },
      )
        .sort({ createdAt: -1, _id: -1 })
        .lean();
      if (requests.length === 0) return [];
      const senders = new Map(
        (
          await studentsByIds(
            requests.map((request) => request.sender),
            FRIEND_FIELD_LIST,
          )
        ).map((sender) => [sender._id.toString(), sender]),
      );
      return requests.flatMap(({ _id, sender, createdAt }) => {
        const person = senders.get(sender.toString());
        return person ? [{ _id, sender: person, createdAt }] : [];
      });
    },

    /** Accepts a request addressed to this user; answers with the new friend. */
    async accept(userId: string, requestId: string): Promise<FriendRecord> {
      const request = await requestAddressedTo(userId, requestId);
      if (!(await acceptAndBefriend(request))) throw badRequest(M.requestNotPending);
      await events.accepted(userId, request.sender.toString());
      return personOrFail(request.sender);
    },

    async reject(userId: string, requestId: string): Promise<void> {
      const request = await requestAddressedTo(userId, requestId);
      const rejected = await FriendRequestModel.updateOne(
        { _id: request._id, status: 'pending' },
        { $set: { status: 'rejected' } },
      );
      if (rejected.matchedCount === 0) throw badRequest(M.requestNotPending);
    },

    /** The user's friends by username, ignoring case. Friendship is mutual, so one indexed query. */
    friendsOf(userId: string): Promise<FriendRecord[]> {
      return friendsOf(userId, FRIEND_FIELD_LIST);
    },

    /**
     * Ends a friendship on both sides. The accepted request goes too, so that accepting it again
     * later cannot bring the friendship back; either may send a new request.
     */
    async unfriend(userId: string, otherId: string): Promise<void> {
      if (!isObjectId(otherId)) throw notFound(M.notFriends);
      if (!(await endFriendship(userId, otherId))) throw notFound(M.notFriends);
      await FriendRequestModel.deleteMany({
        pairKey: pairKeyOf(userId, otherId),
        status: 'accepted',
      });
    },
  };
}

export type FriendsService = ReturnType<typeof createFriendsService>;
