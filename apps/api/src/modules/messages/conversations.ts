import { ACCOUNT_MESSAGES, type Conversation } from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { UserModel } from '@/modules/users/user.model';
import { DirectMessageModel } from './direct-message.model';
import { objectId } from './message-store';

interface ConversationRow {
  _id: mongoose.Types.ObjectId;
  user?: { username?: string; profilePicture?: string };
  content: string;
  createdAt: Date;
  deletedBy?: string | null;
  unreadCount: number;
}

/**
 * One row per person the user has exchanged messages with: the last message and how many of
 * theirs are unread, newest conversation first. Pictures are stored paths; routes make them absolute.
 */
export async function conversationsOf(userId: string): Promise<Conversation[]> {
  const me = objectId(userId);
  const rows = await DirectMessageModel.aggregate<ConversationRow>([
    { $match: { $or: [{ sender: me }, { recipient: me }] } },
    { $sort: { createdAt: -1, _id: -1 } },
    {
      $group: {
        _id: { $cond: [{ $eq: ['$sender', me] }, '$recipient', '$sender'] },
        content: { $first: '$content' },
        createdAt: { $first: '$createdAt' },
        deletedBy: { $first: '$deletedBy' },
        lastId: { $first: '$_id' },
        unreadCount: {
          $sum: {
            $cond: [{ $and: [{ $eq: ['$recipient', me] }, { $eq: ['$read', false] }] }, 1, 0],
          },
        },
      },
    },
    { $sort: { createdAt: -1, lastId: -1 } },
    {
      $lookup: {
        from: UserModel.collection.name,
        localField: '_id',
        foreignField: '_id',
        as: 'user',
      },
    },
    // A deleted account's conversation stays, its messages from a 'Deleted student'.
    { $unwind: { path: '$user', preserveNullAndEmptyArrays: true } },
    // Only public fields of the other user go further (never the email or the password hash).
    {
      $project: {
        content: 1,
        createdAt: 1,
        deletedBy: 1,
        unreadCount: 1,
        'user.username': 1,
        'user.profilePicture': 1,
      },
    },
  ]);
  return rows.map((row) => ({
    user: {
      _id: row._id.toString(),
      username: row.user ? (row.user.username ?? '') : ACCOUNT_MESSAGES.deletedStudent,
      profilePicture: row.user?.profilePicture ?? '',
    },
    ...(row.user ? {} : { userDeleted: true }),
    lastMessage: {
      content: row.content,
      createdAt: row.createdAt.toISOString(),
      ...(row.deletedBy === 'sender' ? { deleted: 'sender' as const } : {}),
    },
    unreadCount: row.unreadCount,
  }));
}
