import mongoose from 'mongoose';
import { shareAnActivity } from '@/modules/activities';
import { areFriends, isBlockedBetween } from '@/modules/users';

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/**
 * Who may message whom: friends, and people who share an activity (as organizer or participant),
 * unless either has blocked the other. The one definition of the rule, for the HTTP routes, the
 * socket events and profile buttons.
 */
export async function canMessage(userId: string, otherId: string): Promise<boolean> {
  if (userId === otherId) return false;
  const me = objectId(userId);
  const other = objectId(otherId);
  const [friends, sharedActivity, blocked] = await Promise.all([
    areFriends(me, other),
    shareAnActivity(userId, otherId),
    isBlockedBetween(userId, otherId),
  ]);
  return !blocked && (friends || sharedActivity);
}
