/**
 * Students who registered before email verification existed have no `emailVerified` field: their
 * address was never asked to be confirmed, and they have used it for their account since. They are
 * treated as verified (no banner) rather than asked now; everyone registered since stores the
 * field. Run once per database at start-up; safe to repeat.
 */
import { UserModel } from './user.model';

/** Resolves with how many students were marked verified. */
export async function verifyStudentsFromBeforeVerification(): Promise<number> {
  const { modifiedCount } = await UserModel.updateMany(
    { emailVerified: { $exists: false } },
    { $set: { emailVerified: true } },
    // Not an edit by the student: their record's last change stays what it was.
    { timestamps: false },
  );
  return modifiedCount;
}
