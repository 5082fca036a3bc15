/**
 * The campus bench's data: S students from the community generator (friendships on both sides),
 * S/20 activities, then every activity given a group of 8–20 students (its organiser and
 * participants, each student in one group at most, about 70% of them in one), dated in the coming
 * month and without a participant limit, so joins and chats are always allowed.
 */
import mongoose, { type Types } from 'mongoose';
import { defaultEndOf } from '@api/modules/activities';
import { randomSource } from '@api/scripts/random';
import { cachedDataDir, type Reshape } from './data-dir';

const DAY_MS = 86_400_000;
export const GROUP_SIZE = { min: 8, max: 20 } as const;
export const STUDENTS_PER_ACTIVITY = 20;

interface IdDoc {
  _id: Types.ObjectId;
}

const intoGroups: Reshape = {
  name: `groups-${GROUP_SIZE.min}-${GROUP_SIZE.max}`,
  async apply() {
    const random = randomSource(62);
    const db = mongoose.connection;
    const ids = async (name: string) =>
      (
        await db
          .collection<IdDoc>(name)
          .find({}, { projection: { _id: 1 } })
          .sort({ _id: 1 })
          .toArray()
      ).map((doc) => doc._id);
    const students = await ids('users');
    // A seeded shuffle, so groups mix the generator's friendship circles.
    for (let i = students.length - 1; i > 0; i -= 1) {
      const j = random.int(0, i);
      [students[i], students[j]] = [students[j]!, students[i]!];
    }
    let next = 0;
    const updates = (await ids('activities')).map((_id) => {
      const group = students.slice(next, (next += random.int(GROUP_SIZE.min, GROUP_SIZE.max)));
      const date = new Date(Date.now() + random.int(1, 30) * DAY_MS);
      const [creator, ...participants] = group;
      return {
        updateOne: {
          filter: { _id },
          update: {
            $set: {
              creator,
              participants,
              participantCount: participants.length,
              maxParticipants: null,
              date,
              endDate: defaultEndOf(date),
            },
          },
        },
      };
    });
    await db.collection('activities').bulkWrite(updates);
  },
};

/** The data directory for `students` students (generated once, then reused). */
export const campusDataDir = (students: number) =>
  cachedDataDir(students, Math.floor(students / STUDENTS_PER_ACTIVITY), 1, intoGroups);

export interface CampusStudent {
  id: string;
  friendIds: string[];
  /** The activity whose group they are in, if any. */
  groupId?: string;
}

export interface Campus {
  students: CampusStudent[];
  /** Every member of each activity (organiser included), by activity id. */
  members: Map<string, string[]>;
}

/** Reads who is friends with whom and who is in which group, from the database at `uri`. */
export async function readCampus(uri: string): Promise<Campus> {
  const connection = await mongoose.createConnection(uri).asPromise();
  try {
    const users = await connection
      .collection<IdDoc & { friends: Types.ObjectId[] }>('users')
      .find({}, { projection: { friends: 1 } })
      .sort({ _id: 1 })
      .toArray();
    const activities = await connection
      .collection<IdDoc & { creator: Types.ObjectId; participants: Types.ObjectId[] }>('activities')
      .find({}, { projection: { creator: 1, participants: 1 } })
      .toArray();
    const members = new Map<string, string[]>();
    const groupOf = new Map<string, string>();
    for (const activity of activities) {
      const ids = [activity.creator, ...activity.participants].map(String);
      members.set(String(activity._id), ids);
      for (const id of ids) groupOf.set(id, String(activity._id));
    }
    const students = users.map((user) => ({
      id: String(user._id),
      friendIds: user.friends.map(String),
      groupId: groupOf.get(String(user._id)),
    }));
    return { students, members };
  } finally {
    await connection.close();
  }
}
