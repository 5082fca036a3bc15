/**
 * What the seed scripts (src/scripts) write in bulk, beside any student's own requests: the
 * generated community, the campus demo's addresses, moderator rights from the command line.
 */
import mongoose from 'mongoose';
import { UserModel } from './user.model';

/** The collection's indexes, so unique emails hold while a community is inserted. */
export async function ensureStudentIndexes(): Promise<void> {
  await UserModel.createIndexes();
}

/**
 * Inserts generated students as they are given: lean, because hydrating and validating each one
 * would dominate a run, so every field must have its stored type and the schema's defaults.
 */
export async function insertGeneratedStudents(students: object[]): Promise<void> {
  await UserModel.insertMany(students, { ordered: false, lean: true });
}

/** About how many students there are (the collection's count, not a scan). */
export function studentCount(): Promise<number> {
  return UserModel.estimatedDocumentCount().exec();
}

/** Gives students new addresses (as they are: no verification link). */
export async function changeEmails(
  moves: { _id: mongoose.Types.ObjectId; email: string }[],
): Promise<void> {
  if (moves.length === 0) return;
  await UserModel.bulkWrite(
    moves.map(({ _id, email }) => ({
      updateOne: { filter: { _id }, update: { $set: { email } } },
    })),
  );
}

/** Grants or revokes moderator rights by address; false when no student has it. */
export async function setModeratorByEmail(email: string, moderator: boolean): Promise<boolean> {
  const changed = await UserModel.updateOne(
    { email: email.trim().toLowerCase() },
    moderator ? { $set: { moderator: true } } : { $unset: { moderator: 1 } },
  );
  return changed.matchedCount > 0;
}

/** Points the student at a picture already stored (the previous one is not let go of). */
export async function setPicturePath(userId: mongoose.Types.ObjectId, path: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { profilePicture: path } });
}

/** The ids of a campus's verified students. */
export async function studentIdsOfCampus(
  campusId: mongoose.Types.ObjectId | string,
): Promise<mongoose.Types.ObjectId[]> {
  const members = await UserModel.find(
    { 'campus._id': new mongoose.Types.ObjectId(String(campusId)) },
    { _id: 1 },
  ).lean();
  return members.map((member) => member._id);
}
