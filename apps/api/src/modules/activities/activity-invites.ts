import {
  ACTIVITY_MESSAGES as M,
  type InvitableFriend,
  type InviteFriendsResponse,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { absolute } from '@/lib/absolute-url';
import { badRequest, notFound } from '@/lib/app-error';
import { blockedEitherWay, friendsOf } from '@/modules/users';
import { ActivityInviteModel } from './activity-invite.model';
import { ActivityModel } from './activity.model';

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/**
 * Inviting friends to an activity: only one's friends, never across a block, each student once
 * per activity (whoever invites); who is already going or waiting is not invited.
 */
export function createInvites(
  invited: (activityId: string, inviterId: string, inviteeIds: string[]) => Promise<void>,
) {
  async function activityOrFail(activityId: string) {
    const activity = await ActivityModel.findById(activityId, {
      creator: 1,
      participants: 1,
      waitlist: 1,
      date: 1,
      cancelledAt: 1,
    }).lean();
    if (!activity) throw notFound(M.notFound);
    return activity;
  }

  /** The student's friends (alphabetical, blocked ones left out), each with where they stand. */
  async function friendsFor(
    activityId: string,
    userId: string,
    baseUrl: string,
  ): Promise<InvitableFriend[]> {
    const [activity, friends, blocked] = await Promise.all([
      activityOrFail(activityId),
      friendsOf(userId, ['username', 'profilePicture']),
      blockedEitherWay(userId),
    ]);
    const people = friends.filter((person) => !blocked.has(person._id.toString()));
    const invites = await ActivityInviteModel.find(
      { activity: activity._id, invitee: { $in: people.map((person) => person._id) } },
      { invitee: 1 },
    ).lean();
    const going = new Set(
      [activity.creator, ...activity.participants, ...activity.waitlist].map(String),
    );
    const asked = new Set(invites.map((invite) => invite.invitee.toString()));
    return people.map((person) => {
      const id = person._id.toString();
      return {
        _id: id,
        username: person.username,
        profilePicture: absolute(baseUrl, person.profilePicture),
        status: going.has(id) ? 'going' : asked.has(id) ? 'invited' : 'invitable',
      };
    });
  }

  return {
    friendsFor,

    /** Invites those of `userIds` still free to invite; anyone who is not a friend is refused. */
    async invite(
      activityId: string,
      userId: string,
      userIds: string[],
      baseUrl: string,
    ): Promise<InviteFriendsResponse> {
      const activity = await activityOrFail(activityId);
      if (activity.cancelledAt || activity.date.getTime() <= Date.now())
        throw badRequest(M.inviteEnded);
      const offered = new Map(
        (await friendsFor(activityId, userId, baseUrl)).map((friend) => [friend._id, friend]),
      );
      if (userIds.some((id) => !offered.has(id))) throw badRequest(M.inviteFriendsOnly);
      const invitedNow: string[] = [];
      for (const id of new Set(userIds)) {
        if (offered.get(id)?.status !== 'invitable') continue;
        // The unique index decides a race between two friends inviting the same student.
        const written = await ActivityInviteModel.updateOne(
          { activity: activity._id, invitee: objectId(id) },
          { $setOnInsert: { inviter: objectId(userId) } },
          { upsert: true },
        ).catch((error: { code?: number }) => {
          if (error.code === 11000) return { upsertedCount: 0 };
          throw error;
        });
        if (written.upsertedCount === 1) invitedNow.push(id);
      }
      if (invitedNow.length > 0) await invited(activityId, userId, invitedNow);
      return { invited: invitedNow, friends: await friendsFor(activityId, userId, baseUrl) };
    },

    /** A student who left PeerConnect: the invites they sent and got. */
    forgetStudent: (userId: string) =>
      ActivityInviteModel.deleteMany({
        $or: [{ invitee: objectId(userId) }, { inviter: objectId(userId) }],
      }).then(() => undefined),

    /** The activity is gone, and its invites with it. */
    forgetActivity: (activityId: string) =>
      ActivityInviteModel.deleteMany({ activity: objectId(activityId) }),
  };
}
