import {
  FRIEND_MESSAGES,
  type Friend,
  type FriendRequest,
  type SendFriendRequestResponse,
} from '@peerconnect/contracts';
import type mongoose from 'mongoose';
import { absolute } from '@/lib/absolute-url';

/** What a friend card shows; also the only fields read for a request's sender. */
export const FRIEND_FIELD_LIST = [
  'username',
  'profilePicture',
  'major',
  'graduationYear',
  'location',
] as const;

export interface FriendRecord {
  _id: mongoose.Types.ObjectId;
  username?: string;
  profilePicture?: string | null;
  major?: string | null;
  graduationYear?: number | null;
  location?: string | null;
}

export interface ReceivedRequestRecord {
  _id: mongoose.Types.ObjectId;
  sender: FriendRecord;
  createdAt: Date;
}

export type SendOutcome =
  | {
      status: 'pending';
      request: { _id: mongoose.Types.ObjectId; recipient: FriendRecord; createdAt: Date };
    }
  | { status: 'accepted'; friend: FriendRecord };

export function toFriendView(friend: FriendRecord, baseUrl: string): Friend {
  return {
    _id: friend._id.toString(),
    username: friend.username ?? '',
    profilePicture: absolute(baseUrl, friend.profilePicture ?? ''),
    ...(friend.major ? { major: friend.major } : {}),
    ...(typeof friend.graduationYear === 'number' ? { graduationYear: friend.graduationYear } : {}),
    ...(friend.location ? { location: friend.location } : {}),
  };
}

export function toReceivedRequestView(
  request: ReceivedRequestRecord,
  baseUrl: string,
): FriendRequest {
  const { _id, username, profilePicture, major } = toFriendView(request.sender, baseUrl);
  return {
    _id: request._id.toString(),
    sender: { _id, username, profilePicture, ...(major ? { major } : {}) },
    createdAt: request.createdAt.toISOString(),
  };
}

export function toSendResponse(outcome: SendOutcome, baseUrl: string): SendFriendRequestResponse {
  if (outcome.status === 'accepted') {
    return {
      status: 'accepted',
      message: FRIEND_MESSAGES.requestedYouFirst,
      friend: toFriendView(outcome.friend, baseUrl),
    };
  }
  const { _id, username, profilePicture } = toFriendView(outcome.request.recipient, baseUrl);
  return {
    status: 'pending',
    message: FRIEND_MESSAGES.sentSuccess,
    request: {
      _id: outcome.request._id.toString(),
      recipient: { _id, username, profilePicture },
      createdAt: outcome.request.createdAt.toISOString(),
    },
  };
}
