/** The key of each student's calendar feed address (calendar/calendar-feed.ts decides its use). */
import { UserModel } from './user.model';

/** The student's feed key, or undefined before one was made. */
export async function calendarKeyOf(userId: string): Promise<string | undefined> {
  const user = await UserModel.findById(userId, { calendarToken: 1 }).lean();
  return user?.calendarToken ?? undefined;
}

/** Stores a new key: the previous one finds nothing from now on. */
export async function setCalendarKey(userId: string, key: string): Promise<void> {
  await UserModel.updateOne({ _id: userId }, { $set: { calendarToken: key } });
}

/** The student whose feed this key opens, or null. */
export async function studentOfCalendarKey(
  key: string,
): Promise<{ userId: string; username: string } | null> {
  const user = await UserModel.findOne({ calendarToken: key }, { username: 1 }).lean();
  return user ? { userId: user._id.toString(), username: user.username } : null;
}
