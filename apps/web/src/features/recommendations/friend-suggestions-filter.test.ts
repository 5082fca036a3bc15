import { filterFriendSuggestions, matchLevel } from './friend-suggestions-filter';

type Suggestion = Parameters<typeof filterFriendSuggestions>[0][number];

const person = { _id: 'b'.repeat(24), username: 'grace', profilePicture: '' };
/** What the filter reads of a suggestion, for one person. */
const suggestion = (overrides: Partial<Suggestion>): Suggestion => ({
  username: 'ada',
  similarityScore: 40,
  sharedInterests: [],
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
