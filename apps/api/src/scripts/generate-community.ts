/**
 * Fills the connected database with a generated student community: users with varied interests
 * from fixed vocabularies, friendships kept on both sides, and activities in every category over
 * the coming weeks with participants. The same seed (and `now`) always gives the same data, ids
 * included. Documents go in with insertMany in batches, so 100,000 users and 100,000 activities
 * take minutes, not hours. Used by the recommendations benchmark and by seeding.
 */
import { ACTIVITY_CATEGORIES, LIMITS } from '@peerconnect/contracts';
import bcrypt from 'bcryptjs';
import mongoose from 'mongoose';
import {
  defaultEndOf,
  defaultImageFor,
  ensureActivityIndexes,
  insertGeneratedActivities,
} from '@/modules/activities';
import { ensureStudentIndexes, insertGeneratedStudents, interestKeysOf } from '@/modules/users';
import {
  ACTIVITY_TITLES,
  DESCRIPTIONS,
  FIRST_NAMES,
  INTEREST_VOCABULARY,
  LOCATIONS,
  MAJORS,
} from './community-vocabulary';
import { randomSource, type Random } from './random';

const DAY_MS = 86_400_000;
const EMAIL_DOMAIN = 'students.peerconnect.test';
/** Friends are mostly made within a circle of about this many students (a course, a dorm). */
const CIRCLE_SIZE = 200;
const BCRYPT_COST = 10;

export interface GenerateCommunityOptions {
  users: number;
  activities: number;
  seed?: number;
  /** Average friends per student. */
  friendsPerUser?: number;
  /** The first `sampleUsers` students sign in with this password; the others cannot sign in. */
  samplePassword?: string;
  sampleUsers?: number;
  batchSize?: number;
  now?: Date;
  /** Hashes the two passwords (sample and unusable) once each; bcrypt cost 10 by default. */
  hashPassword?: (password: string) => Promise<string>;
  onProgress?: (message: string) => void;
}

export interface GeneratedCommunity {
  users: number;
  activities: number;
  friendships: number;
  sampleLogins: { email: string; username: string }[];
}

/** Ids from the seed, not the clock: a 4-byte time, a kind byte, 3 bytes of seed, a 4-byte counter. */
function idOf(time: Date, kind: number, seed: number, index: number): mongoose.Types.ObjectId {
  const bytes = Buffer.alloc(12);
  bytes.writeUInt32BE(Math.floor(time.getTime() / 1000), 0);
  bytes.writeUInt8(kind, 4);
  bytes.writeUIntBE(seed & 0xffffff, 5, 3);
  bytes.writeUInt32BE(index, 8);
  return new mongoose.Types.ObjectId(bytes);
}

export const emailOf = (index: number) => `student${index + 1}@${EMAIL_DOMAIN}`;

function interestsOf(random: Random) {
  // One student in twenty fills in nothing: recommendations must still work for them.
  const silent = random.chance(0.05);
  const pick = (list: readonly string[], most: number) =>
    silent ? [] : random.skewedSample(list, random.int(1, most));
  return {
    hobbies: pick(INTEREST_VOCABULARY.hobbies, 5),
    favoriteSubjects: pick(INTEREST_VOCABULARY.favoriteSubjects, 3),
    sports: pick(INTEREST_VOCABULARY.sports, 3),
    musicGenres: pick(INTEREST_VOCABULARY.musicGenres, 4),
    movieGenres: pick(INTEREST_VOCABULARY.movieGenres, 4),
    interests: random.chance(0.5) ? pick(INTEREST_VOCABULARY.interests, 3) : [],
  };
}

/** Undirected friendships, mostly inside each student's circle, as one adjacency list per user. */
function friendshipsOf(random: Random, users: number, perUser: number): number[][] {
  const friends: number[][] = Array.from({ length: users }, () => []);
  const circles = Math.max(1, Math.floor(users / CIRCLE_SIZE));
  let edges = 0;
  const target = Math.floor((users * perUser) / 2);
  while (edges < target && users > 1) {
    const a = random.int(0, users - 1);
    const b = random.chance(0.8)
      ? Math.min(users - 1, (a % circles) + circles * random.int(0, CIRCLE_SIZE))
      : random.int(0, users - 1);
    if (a === b || friends[a]!.includes(b)) continue;
    friends[a]!.push(b);
    friends[b]!.push(a);
    edges += 1;
  }
  return friends;
}

async function insertInBatches(
  insert: (batch: object[]) => Promise<unknown>,
  count: number,
  batchSize: number,
  build: (index: number) => object,
  progress: (done: number) => void,
): Promise<void> {
  for (let start = 0; start < count; start += batchSize) {
    const batch = [];
    for (let i = start; i < Math.min(count, start + batchSize); i += 1) batch.push(build(i));
    // Lean: hydrating and validating each document would dominate the run. The builders therefore
    // give every field its stored type and the schema's defaults.
    await insert(batch);
    progress(Math.min(count, start + batchSize));
  }
}

export async function generateCommunity(
  options: GenerateCommunityOptions,
): Promise<GeneratedCommunity> {
  const {
    users,
    activities,
    seed = 1,
    friendsPerUser = 10,
    samplePassword,
    sampleUsers = samplePassword ? 5 : 0,
    batchSize = 2000,
    now = new Date(),
    hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST),
    onProgress = () => {},
  } = options;
  const random = randomSource(seed);
  // Indexes first (also after a dropped database), so unique emails are enforced while inserting.
  await Promise.all([ensureStudentIndexes(), ensureActivityIndexes()]);

  const [sampleHash, lockedHash] = await Promise.all([
    hashPassword(samplePassword ?? random.token()),
    hashPassword(random.token()),
  ]);
  const friends = friendshipsOf(random, users, friendsPerUser);
  const joinedAt = Array.from({ length: users }, (_, i) =>
    // About 2% joined this week (shown as new); the rest over the last two years.
    random.chance(0.02)
      ? new Date(now.getTime() - random.int(0, 6 * DAY_MS))
      : new Date(now.getTime() - random.int(7 * DAY_MS, 730 * DAY_MS) - i),
  );
  const userIds = joinedAt.map((time, i) => idOf(time, 1, seed, i));
  const usernames = userIds.map((_, i) =>
    `${random.pick(FIRST_NAMES).toLowerCase()}_${i + 1}`.slice(0, LIMITS.usernameMax),
  );

  await insertInBatches(
    insertGeneratedStudents,
    users,
    batchSize,
    (i) => {
      const interests = interestsOf(random);
      return {
        _id: userIds[i],
        username: usernames[i],
        usernameKey: usernames[i],
        email: emailOf(i),
        passwordHash: i < sampleUsers ? sampleHash : lockedHash,
        // The last sample login has not followed its verification link yet.
        emailVerified: i !== sampleUsers - 1,
        tokenVersion: 0,
        profilePicture: '',
        bio: '',
        location: '',
        ...interests,
        interestKeys: interestKeysOf(interests),
        major: random.pick(MAJORS),
        graduationYear: random.int(2025, LIMITS.graduationYearMax),
        friends: friends[i]!.map((f) => userIds[f]),
        createdAt: joinedAt[i],
        updatedAt: joinedAt[i],
        __v: 0,
      };
    },
    (done) => onProgress(`users ${done}/${users}`),
  );

  await insertInBatches(
    insertGeneratedActivities,
    activities,
    batchSize,
    (i) => {
      const category = ACTIVITY_CATEGORIES[i % ACTIVITY_CATEGORIES.length]!;
      const { pattern, from } = random.pick(ACTIVITY_TITLES[category]);
      const topic = random.skewedSample(INTEREST_VOCABULARY[from], 1)[0]!;
      const title = pattern.replace('{}', topic);
      const creator = random.int(0, users - 1);
      const maxParticipants = random.chance(0.4) ? null : random.int(4, 40);
      const participants = new Set<number>();
      const wanted = random.int(0, Math.min(maxParticipants ?? 12, 12, users - 1));
      while (participants.size < wanted) {
        const person = random.int(0, users - 1);
        if (person !== creator) participants.add(person);
      }
      // Most are upcoming over the next six weeks; some took place in the last two.
      const date = new Date(now.getTime() + random.int(-14 * DAY_MS, 42 * DAY_MS));
      const createdAt = new Date(
        Math.min(now.getTime(), date.getTime()) - random.int(0, 30 * DAY_MS),
      );
      return {
        _id: idOf(createdAt, 2, seed, i),
        title,
        titleKey: title.toLowerCase(),
        description: random.pick(DESCRIPTIONS).replace('{}', topic.toLowerCase()),
        category,
        date,
        endDate: defaultEndOf(date),
        location: random.pick(LOCATIONS),
        maxParticipants,
        image: defaultImageFor(category),
        creator: userIds[creator],
        participants: [...participants].map((p) => userIds[p]),
        participantCount: participants.size,
        waitlist: [],
        waitlistCount: 0,
        removed: [],
        sequence: 0,
        createdAt,
        updatedAt: createdAt,
        __v: 0,
      };
    },
    (done) => onProgress(`activities ${done}/${activities}`),
  );

  return {
    users,
    activities,
    friendships: friends.reduce((sum, list) => sum + list.length, 0) / 2,
    sampleLogins: Array.from({ length: Math.min(sampleUsers, users) }, (_, i) => ({
      email: emailOf(i),
      username: usernames[i]!,
    })),
  };
}
