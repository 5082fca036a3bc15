import {
  acceptFriendResponseSchema,
  filterFriendSuggestions,
  friendRecommendationSchema,
  friendRequestSchema,
  matchLevel,
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

describe('match levels', () => {
  it.each([
    [100, 'high'],
    [75, 'high'],
    [74, 'medium'],
    [50, 'medium'],
    [49, 'low'],
    [0, 'low'],
  ])('when the score is %p, then the match is %p', (score, level) => {
    expect(matchLevel(score)).toBe(level);
  });
});

describe('filtering friend suggestions', () => {
  const ada = suggestion({
    username: 'Ada',
    similarityScore: 80,
    sharedInterests: [{ type: 'hobby', value: 'Chess' }],
  });
  const bob = suggestion({ username: 'bob', similarityScore: 60, isNew: true });
  const cy = suggestion({ username: 'cy', similarityScore: 74, mutualFriends: [person] });
  const dee = suggestion({ username: 'dee', similarityScore: 10 });
  const all = [ada, bob, cy, dee];

  it('when nothing is chosen, then everyone is shown', () => {
    expect(filterFriendSuggestions(all, {})).toEqual(all);
  });
  it('when text is typed, then it matches usernames or shared interests ignoring case', () => {
    expect(filterFriendSuggestions(all, { text: 'ADA' })).toEqual([ada]);
    expect(filterFriendSuggestions(all, { text: ' chess ' })).toEqual([ada]);
  });
  it('when High Match is chosen, then only scores of 75 or more remain', () => {
    expect(filterFriendSuggestions(all, { filter: 'high' })).toEqual([ada]);
  });
  it('when Medium Match is chosen, then only scores from 50 to 74 remain', () => {
    expect(filterFriendSuggestions(all, { filter: 'medium' })).toEqual([bob, cy]);
  });
  it('when New Friends is chosen, then only new people remain', () => {
    expect(filterFriendSuggestions(all, { filter: 'new' })).toEqual([bob]);
  });
  it('when Mutual Friends is chosen, then only people with a mutual friend remain', () => {
    expect(filterFriendSuggestions(all, { filter: 'mutual' })).toEqual([cy]);
  });
  it('when text and an option are combined, then both must match', () => {
    expect(filterFriendSuggestions(all, { text: 'b', filter: 'mutual' })).toEqual([]);
  });
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
