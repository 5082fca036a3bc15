import mongoose from 'mongoose';
import { ActivityModel } from './activity.model';

type Id = mongoose.Types.ObjectId;

/** What ranking an activity for a student reads. */
export interface SuggestableActivity {
  _id: Id;
  title: string;
  description: string;
  category: string;
  date: Date;
  participantCount: number;
  maxParticipants?: number | null;
  campus?: { _id: Id; name?: string | null } | null;
}

/** An activity friends joined, with who is in it. */
export type FriendsActivity = SuggestableActivity & { creator: Id; participants: Id[] };

const RANKING_FIELDS = {
  title: 1,
  description: 1,
  category: 1,
  date: 1,
  participantCount: 1,
  maxParticipants: 1,
  campus: 1,
};

/**
 * Upcoming activities still on from `from`: the soonest ones the student is in no way part of
 * (a page of the date index, never the whole collection), and those their friends joined with
 * their members. The soonest come without members: who is in them is most of their size, and the
 * friends among them are those the second list finds.
 */
export async function suggestableActivities(options: {
  viewerId: string;
  friendIds: string[];
  from: Date;
  soonestCap: number;
  friendsCap: number;
}): Promise<{ soonest: SuggestableActivity[]; withFriends: FriendsActivity[] }> {
  const me = new mongoose.Types.ObjectId(options.viewerId);
  const friends = options.friendIds.map((id) => new mongoose.Types.ObjectId(id));
  const [soonest, withFriends] = await Promise.all([
    ActivityModel.find(
      {
        date: { $gte: options.from },
        creator: { $ne: me },
        participants: { $ne: me },
        waitlist: { $ne: me },
        cancelledAt: null,
      },
      RANKING_FIELDS,
    )
      .sort({ date: 1, _id: 1 })
      .limit(options.soonestCap)
      .batchSize(options.soonestCap)
      .lean<SuggestableActivity[]>()
      .exec(),
    friends.length === 0
      ? Promise.resolve([])
      : ActivityModel.find(
          { participants: { $in: friends }, date: { $gte: options.from }, cancelledAt: null },
          { ...RANKING_FIELDS, creator: 1, participants: 1 },
        )
          .limit(options.friendsCap)
          .batchSize(options.friendsCap)
          .lean<FriendsActivity[]>()
          .exec(),
  ]);
  return { soonest, withFriends };
}
