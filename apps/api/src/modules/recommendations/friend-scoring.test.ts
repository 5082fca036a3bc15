import { interestKeysOf } from '@/modules/users';
import {
  bySuggestionRank,
  interestScore,
  sharedInterests,
  similarityScore,
  viewerInterests,
  type InterestProfile,
} from './friend-scoring';

// Both sides as the service has them: the viewer's keys counted per list, the candidate's keys.
const asViewer = (profile: InterestProfile) => viewerInterests(interestKeysOf(profile));

const score = (
  viewer: InterestProfile,
  candidate: InterestProfile,
  mutualFriends = 0,
  sharedActivities = 0,
) =>
  similarityScore({
    viewer: asViewer(viewer),
    candidate: interestKeysOf(candidate),
    mutualFriends,
    sharedActivities,
  });

describe('the similarity score', () => {
  it('when both list the same hobbies in other spellings, then they match fully (100)', () => {
    expect(score({ hobbies: ['Chess', 'Hiking'] }, { hobbies: ['hiking ', ' CHESS'] })).toBe(100);
  });

  it('when one hobby of 2+3 is shared and only the viewer lists sports, then 25·0.4 / 45 → 22', () => {
    const viewer = { hobbies: ['Chess', 'Hiking'], sports: ['Tennis'] };
    const candidate = { hobbies: ['chess', 'Painting', 'Reading'], sports: [] };
    expect(interestScore(asViewer(viewer), interestKeysOf(candidate))).toBeCloseTo(22.22, 2);
    expect(score(viewer, candidate)).toBe(22);
  });

  it('when several lists overlap, then each counts by its weight (51.67 / 75 → 69)', () => {
    const viewer = {
      hobbies: ['Chess', 'Hiking'],
      favoriteSubjects: ['Math'],
      sports: ['Tennis'],
      musicGenres: ['Rock', 'Pop'],
      movieGenres: [],
    };
    const candidate = {
      hobbies: ['Hiking', 'Chess'],
      favoriteSubjects: ['Physics'],
      sports: ['tennis'],
      musicGenres: ['Pop'],
      movieGenres: [],
    };
    // hobbies 25·1 + subjects 20·0 + sports 20·1 + music 10·(2·1/3); movies are empty on both sides.
    expect(score(viewer, candidate)).toBe(69);
  });

  it('when mutual friends and shared activities exist, then each adds 5 up to its cap', () => {
    const viewer = { hobbies: ['Chess', 'Hiking'], sports: ['Tennis'] };
    const candidate = { hobbies: ['chess', 'Painting', 'Reading'] };
    expect(score(viewer, candidate, 1)).toBe(27);
    expect(score(viewer, candidate, 9)).toBe(42);
    expect(score(viewer, candidate, 0, 2)).toBe(32);
    expect(score(viewer, candidate, 0, 7)).toBe(37);
  });

  it('when neither has interests, then mutual friends and shared activities alone give the score', () => {
    expect(score({}, {}, 2, 1)).toBe(15);
    expect(score({}, {})).toBe(0);
  });

  it('when the interests are identical and friends are shared, then the score stops at 100', () => {
    expect(score({ sports: ['Rowing'] }, { sports: ['Rowing'] }, 4, 3)).toBe(100);
  });

  it('when the same two people are compared either way round or again, then the score is the same', () => {
    const a = { hobbies: ['Chess', 'Go'], musicGenres: ['Jazz'], interests: ['AI'] };
    const b = { hobbies: ['go'], musicGenres: ['Jazz', 'Blues'], favoriteSubjects: ['Biology'] };
    expect(score(a, b, 1, 1)).toBe(score(b, a, 1, 1));
    expect(score(a, b)).toBe(score({ ...a }, { ...b }));
  });
});

describe('the shared interests', () => {
  it('when values are shared, then they are typed by list and shown in the candidate’s spelling', () => {
    const viewer = {
      hobbies: ['chess'],
      sports: ['Tennis'],
      favoriteSubjects: ['Math'],
      movieGenres: ['Drama'],
    };
    const candidate = {
      hobbies: ['Chess', 'Go'],
      sports: ['TENNIS'],
      favoriteSubjects: ['math '],
      movieGenres: ['drama'],
    };
    expect(sharedInterests(asViewer(viewer), candidate)).toEqual([
      { type: 'hobby', value: 'Chess' },
      { type: 'subject', value: 'math' },
      { type: 'sport', value: 'TENNIS' },
      { type: 'other', value: 'drama' },
    ]);
  });

  it('when one genre is shared in two "other" lists, then it is listed once', () => {
    const viewer = { interests: ['jazz'], musicGenres: ['Jazz'] };
    const candidate = { interests: ['Jazz'], musicGenres: ['JAZZ'] };
    expect(sharedInterests(asViewer(viewer), candidate)).toEqual([
      { type: 'other', value: 'Jazz' },
    ]);
  });
});

describe('the suggestion order', () => {
  it('when sorting, then higher score first, then more mutual friends, then by id', () => {
    const people = [
      { _id: 'c', similarityScore: 50, mutualFriends: [] },
      { _id: 'b', similarityScore: 50, mutualFriends: [] },
      { _id: 'a', similarityScore: 50, mutualFriends: [{}] },
      { _id: 'd', similarityScore: 80, mutualFriends: [] },
    ];
    expect([...people].sort(bySuggestionRank).map((p) => p._id)).toEqual(['d', 'a', 'b', 'c']);
  });
});
