import { randomBytes } from 'node:crypto';
import { CALENDAR_MESSAGES } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { notFound } from '@/lib/app-error';
import { ActivityModel, type PopulatedActivity } from '@/modules/activities';
import { calendarKeyOf, setCalendarKey, studentOfCalendarKey } from '@/modules/users';

const newToken = () => randomBytes(32).toString('base64url');

/**
 * A student's calendar feed: a secret address listing every upcoming activity they joined or
 * organize (cancelled ones included, marked so, until they end). The token is the only key and
 * reads nothing else; a new one replaces it at once. It is stored as is, because the settings show
 * the address again, as calendar services do with theirs.
 */
export const calendarFeeds = {
  async tokenOf(userId: string): Promise<string> {
    const token = await calendarKeyOf(userId);
    if (token) return token;
    return calendarFeeds.resetToken(userId);
  },

  async resetToken(userId: string): Promise<string> {
    const token = newToken();
    await setCalendarKey(userId, token);
    return token;
  },

  /** The feed's student and activities; an unknown or replaced token finds nothing. */
  async feed(token: string): Promise<{ username: string; activities: PopulatedActivity[] }> {
    const user = await studentOfCalendarKey(token);
    if (!user) throw notFound(CALENDAR_MESSAGES.feedNotFound);
    const me = new mongoose.Types.ObjectId(user.userId);
    const activities = await ActivityModel.find({
      $or: [{ creator: me }, { participants: me }],
      endDate: { $gt: new Date() },
    })
      .select('-waitlist -removed')
      .sort({ date: 1 })
      .lean<PopulatedActivity[]>();
    return { username: user.username, activities };
  },
};
