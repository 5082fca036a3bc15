/**
 * What other modules read of students: the fields they name (never a secret), by id, lean, in one
 * query per list. Names, pictures and badges for views; address and time zone for mails. The lists
 * read on every dashboard go to the driver: a plain read needs none of mongoose's query building,
 * which adds up to half again the driver's own CPU.
 */
import mongoose from 'mongoose';
import { UserModel, type UserRecord } from './user.model';

type Id = string | mongoose.Types.ObjectId;

/** Fields another module may read of a student: no hash, token, link, key or block list. */
export type StudentField = Exclude<
  keyof UserRecord,
  | '_id'
  | 'passwordHash'
  | 'identities'
  | 'passwordReset'
  | 'emailVerification'
  | 'tokenVersion'
  | 'usernameKey'
  | 'calendarToken'
  | 'blocked'
>;

/** A student as read with `fields`. */
export type Student<K extends StudentField> = Pick<UserRecord, K | '_id'>;

/** Always `_id`: an empty list would otherwise read every field. */
const projectionOf = (fields: readonly StudentField[]) => ({
  _id: 1,
  ...Object.fromEntries(fields.map((field) => [field, 1])),
});

const objectIds = (ids: readonly Id[]) =>
  [...new Set(ids.map(String))].map((id) => new mongoose.Types.ObjectId(id));

/** The students with these ids (those that exist, in no given order), in one query. */
export async function studentsByIds<K extends StudentField>(
  ids: readonly Id[],
  fields: readonly K[],
): Promise<Student<K>[]> {
  if (ids.length === 0) return [];
  return UserModel.collection
    .find<Student<K>>({ _id: { $in: objectIds(ids) } }, { projection: projectionOf(fields) })
    .toArray();
}

/** One student, or null when there is none (any more). */
export function studentById<K extends StudentField>(
  id: Id,
  fields: readonly K[],
): Promise<Student<K> | null> {
  return UserModel.findById(id, projectionOf(fields)).lean<Student<K>>().exec();
}

/** Whether the student exists (and, with `staying`, has not asked to delete the account). */
export async function studentExists(id: Id, { staying = false } = {}): Promise<boolean> {
  const filter = {
    _id: new mongoose.Types.ObjectId(String(id)),
    ...(staying ? { leavingAt: null } : {}),
  };
  return (await UserModel.exists(filter)) !== null;
}

/** Current usernames by student id (absent: no such student), in one query. */
export async function usernamesOf(ids: readonly Id[]): Promise<Map<string, string>> {
  const students = await studentsByIds(ids, ['username']);
  return new Map(students.map((student) => [student._id.toString(), student.username]));
}

/** A student's current username, or undefined when there is none (any more). */
export async function usernameOf(id: Id): Promise<string | undefined> {
  return (await studentById(id, ['username']))?.username;
}

/** Whether the student is a moderator. */
export async function isModerator(id: string): Promise<boolean> {
  const found = await UserModel.exists({ _id: new mongoose.Types.ObjectId(id), moderator: true });
  return found !== null;
}

/** Up to `limit` students with any of these interest keys, by the `interestKeys` index. */
export function studentsWithInterestKeys<K extends StudentField>(
  keys: readonly string[],
  limit: number,
  fields: readonly K[],
): Promise<Student<K>[]> {
  return UserModel.collection
    .find<Student<K>>({ interestKeys: { $in: keys } }, { projection: projectionOf(fields) })
    .limit(limit)
    .toArray();
}

/** Students not among `excluded` by age (ids grow with time), up to `limit` (all without one). */
function byAge<K extends StudentField>(
  order: 1 | -1,
  excluded: readonly Id[],
  fields: readonly K[],
  limit = 0,
): Promise<Student<K>[]> {
  return UserModel.find({ _id: { $nin: objectIds(excluded) } }, projectionOf(fields))
    .sort({ _id: order })
    .limit(limit)
    .lean<Student<K>[]>()
    .exec();
}

/** The `limit` newest students not among `excluded`, newest first. */
export function newestStudents<K extends StudentField>(
  excluded: readonly Id[],
  limit: number,
  fields: readonly K[],
): Promise<Student<K>[]> {
  return byAge(-1, excluded, fields, limit);
}

/** The oldest students not among `excluded`, oldest first: up to `limit`, or all. */
export function oldestStudents<K extends StudentField>(
  excluded: readonly Id[],
  fields: readonly K[],
  limit?: number,
): Promise<Student<K>[]> {
  return byAge(1, excluded, fields, limit);
}

/** The students with these addresses (those that exist), in one query. */
export function studentsByEmails<K extends StudentField>(
  emails: readonly string[],
  fields: readonly K[],
): Promise<Student<K>[]> {
  return UserModel.find({ email: { $in: emails } }, projectionOf(fields))
    .lean<Student<K>[]>()
    .exec();
}
