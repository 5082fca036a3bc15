import type { FriendRecommendation } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { registerStudent, signedIn, type Student, useTestApp } from '@/test/test-app';
import { moveToInterestKeys } from './interest-keys-migration';
import { UserModel } from './user.model';

const t = useTestApp();

const as = (student: Student) => signedIn(t.app, student.token);

async function storedKeysOf(student: Student): Promise<string[] | undefined> {
  const stored = await UserModel.collection.findOne(
    { _id: new mongoose.Types.ObjectId(student.user._id) },
    { projection: { interestKeys: 1 } },
  );
  return (stored?.interestKeys as string[] | undefined)?.slice().sort();
}

async function suggestionsFor(student: Student): Promise<FriendRecommendation[]> {
  const response = await as(student).get('/api/recommendations/friends').expect(200);
  return response.body;
}

/** Who is suggested to the student because of what they share, with the values shown. */
async function sharersFor(student: Student): Promise<Map<string, string[]>> {
  return new Map(
    (await suggestionsFor(student))
      .filter((suggestion) => suggestion.sharedInterests.length > 0)
      .map((suggestion) => [suggestion._id, suggestion.sharedInterests.map(({ value }) => value)]),
  );
}

async function scoreOf(person: Student, suggestedTo: Student): Promise<number | undefined> {
  const suggestions = await suggestionsFor(suggestedTo);
  return suggestions.find((suggestion) => suggestion._id === person.user._id)?.similarityScore;
}

describe('the interest keys friend suggestions look people up by', () => {
  it('when a student registers, then each distinct value of their lists is kept once, trimmed and lowercased', async () => {
    const ada = await registerStudent(t.app, {
      hobbies: ['Chess', ' Origami '],
      sports: ['Tennis'],
      musicGenres: ['Jazz'],
      movieGenres: ['jazz'],
    });
    expect(await storedKeysOf(ada)).toEqual([
      'hobbies:chess',
      'hobbies:origami',
      'movieGenres:jazz',
      'musicGenres:jazz',
      'sports:tennis',
    ]);
  });

  it('when a student edits only their hobbies, then the keys follow the new hobbies and keep the other lists', async () => {
    const ada = await registerStudent(t.app, { hobbies: ['Fencing'], sports: ['Rowing'] });
    const oldSharer = await registerStudent(t.app, { hobbies: ['fencing'] });
    const newSharer = await registerStudent(t.app, { hobbies: ['BOULDERING'] });

    await as(ada)
      .put('/api/users/profile', { username: ada.user.username, hobbies: ['Bouldering'] })
      .expect(200);

    expect(await storedKeysOf(ada)).toEqual(['hobbies:bouldering', 'sports:rowing']);
    const sharers = await sharersFor(ada);
    expect(sharers.get(newSharer.user._id)).toEqual(['BOULDERING']);
    expect(sharers.has(oldSharer.user._id)).toBe(false);
  });

  it('when two edits of different lists arrive at once, then the keys cover both edits', async () => {
    const ada = await registerStudent(t.app, { hobbies: ['Kendo'], sports: ['Judo'] });
    const edits = [
      { username: ada.user.username, hobbies: ['Calligraphy'] },
      { username: ada.user.username, sports: ['Sumo'] },
    ];
    await Promise.all(edits.map((edit) => as(ada).put('/api/users/profile', edit).expect(200)));
    expect(await storedKeysOf(ada)).toEqual(['hobbies:calligraphy', 'sports:sumo']);
  });

  it('when students were stored before the keys existed, then the start-up move gives them theirs once and they score as sharers', async () => {
    const viewer = await registerStudent(t.app, { hobbies: ['Beekeeping'] });
    const earlier = await registerStudent(t.app, { hobbies: [' BeeKeeping', 'Kites'] });
    await UserModel.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(earlier.user._id) },
      { $unset: { interestKeys: '' } },
    );
    // Found only as one of the newest accounts, with nothing in common counted.
    expect(await scoreOf(earlier, viewer)).toBe(0);

    expect(await moveToInterestKeys()).toBe(1);
    expect(await storedKeysOf(earlier)).toEqual(['hobbies:beekeeping', 'hobbies:kites']);
    // One hobby of 1 + 2 shared: 25 · 2/3 over hobbies' weight 25.
    expect(await scoreOf(earlier, viewer)).toBe(67);

    expect(await moveToInterestKeys()).toBe(0);
  });

  it("when the database still has the six lists' own indexes, then the move drops them and keeps the keys' index", async () => {
    await UserModel.collection.createIndex({ hobbies: 1 });
    await UserModel.collection.createIndex({ movieGenres: 1 });
    await UserModel.createIndexes();

    await moveToInterestKeys();

    const names = (await UserModel.collection.indexes()).map((index) => index.name);
    expect(names).toContain('interestKeys_1');
    expect(names).not.toContain('hobbies_1');
    expect(names).not.toContain('movieGenres_1');
  });
});
