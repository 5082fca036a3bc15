import mongoose from 'mongoose';
import { FriendRequestModel } from './friend-request.model';
import { pairKeyOf } from './pair-key';

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** Which of `recipientIds` the student has a pending request out to. */
export async function requestedAmong(
  senderId: string,
  recipientIds: string[],
): Promise<Set<string>> {
  const sent = await FriendRequestModel.find(
    {
      sender: objectId(senderId),
      recipient: { $in: recipientIds.map(objectId) },
      status: 'pending',
    },
    { recipient: 1 },
  ).lean();
  return new Set(sent.map((request) => request.recipient.toString()));
}

/** Everyone a pending request stands between the student and, whoever sent it. */
export async function pendingPartnersOf(userId: string): Promise<string[]> {
  const me = objectId(userId);
  const [sent, received] = await Promise.all([
    FriendRequestModel.find({ sender: me, status: 'pending' }, { recipient: 1 }).lean(),
    FriendRequestModel.find({ recipient: me, status: 'pending' }, { sender: 1 }).lean(),
  ]);
  return [
    ...sent.map((request) => request.recipient.toString()),
    ...received.map((request) => request.sender.toString()),
  ];
}

/** The senders of up to `limit` pending requests waiting for the student. */
export async function pendingSendersTo(userId: string, limit: number): Promise<string[]> {
  const received = await FriendRequestModel.find(
    { recipient: objectId(userId), status: 'pending' },
    { sender: 1 },
  )
    .limit(limit)
    .lean();
  return received.map((request) => request.sender.toString());
}

/** Stores pending requests made elsewhere (the seed) in one command, without building documents. */
export async function insertPendingRequests(
  requests: {
    sender: mongoose.Types.ObjectId;
    recipient: mongoose.Types.ObjectId;
    createdAt: Date;
  }[],
): Promise<void> {
  await FriendRequestModel.init();
  await FriendRequestModel.insertMany(
    requests.map(({ sender, recipient, createdAt }) => ({
      sender,
      recipient,
      status: 'pending',
      pairKey: pairKeyOf(sender.toString(), recipient.toString()),
      createdAt,
      updatedAt: createdAt,
      __v: 0,
    })),
    { lean: true },
  );
}
