import {
  acceptFriendResponseSchema,
  friendRecommendationSchema,
  friendRequestSchema,
  sendFriendRequestResponseSchema,
  sendFriendRequestSchema,
  type FriendRecommendation,
} from './friend.schema';
import { firstMessage, OBJECT_ID, OTHER_ID } from '../test/parse-helpers';

const person = { _id: OTHER_ID, username: 'grace', profilePicture: '' };
const suggestion = (overrides: Partial<FriendRecommendation>): FriendRecommendation => ({
  _id: OBJECT_ID,
  username: 'ada',
  profilePicture: '',
  similarityScore: 40,
  sharedInterests: [],
  isOnline: false,
  isNew: false,
  mutualFriends: [],
  ...overrides,
});

describe('friend request payloads', () => {
  it('when a request names a user, then the id must be an ObjectId', () => {
    expect(sendFriendRequestSchema.parse({ userId: OTHER_ID, extra: 1 })).toEqual({
      userId: OTHER_ID,
    });
    expect(firstMessage(sendFriendRequestSchema.safeParse({ userId: 'bob' }))).toBe('Invalid id');
  });
  it('when an operator object replaces the user id, then it is refused', () => {
    expect(firstMessage(sendFriendRequestSchema.safeParse({ userId: { $ne: null } }))).toBe(
      'Invalid id',
    );
  });
});

describe('friend responses', () => {
  it('when a request arrives, then its sender shows major if known', () => {
    const request = { _id: OBJECT_ID, sender: { ...person, major: 'Maths' } };
    expect(friendRequestSchema.parse(request).sender.major).toBe('Maths');
  });
  it('when a request is sent, then the response is either the pending request or the new friend', () => {
    const pending = {
      status: 'pending',
      message: 'Friend request sent successfully!',
      request: { _id: OBJECT_ID, recipient: person, createdAt: '2026-01-01T00:00:00.000Z' },
    };
    expect(sendFriendRequestResponseSchema.parse(pending).status).toBe('pending');
    const accepted = { status: 'accepted', message: 'Now friends', friend: person };
    expect(sendFriendRequestResponseSchema.parse(accepted)).toEqual(accepted);
    expect(
      sendFriendRequestResponseSchema.safeParse({ ...accepted, status: 'pending' }).success,
    ).toBe(false);
  });
  it('when a request is accepted, then the response carries the friend', () => {
    expect(acceptFriendResponseSchema.parse({ friend: person }).friend.username).toBe('grace');
  });
  it('when a recommendation has a score above 100 or an unknown interest type, then it is refused', () => {
    expect(friendRecommendationSchema.safeParse(suggestion({ similarityScore: 101 })).success).toBe(
      false,
    );
    const odd = { ...suggestion({}), sharedInterests: [{ type: 'music', value: 'Jazz' }] };
    expect(friendRecommendationSchema.safeParse(odd).success).toBe(false);
  });
});
