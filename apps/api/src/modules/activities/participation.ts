import { ACTIVITY_MESSAGES as M } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { badRequest, forbidden, notFound } from '@/lib/app-error';
import { ActivityModel } from './activity.model';

const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** A place is left: no limit, or fewer participants than the limit. */
const PLACE_LEFT = {
  $or: [{ maxParticipants: null }, { $expr: { $lt: ['$participantCount', '$maxParticipants'] } }],
};

/** An activity the student may still join (or wait for): upcoming, and not theirs, in or refused. */
export function openTo(userId: string) {
  const me = objectId(userId);
  return {
    cancelledAt: null,
    date: { $gt: new Date() },
    creator: { $ne: me },
    participants: { $ne: me },
    waitlist: { $ne: me },
    removed: { $ne: me },
  };
}

/** What participation tells others; passed in, so this module reaches into neither chat nor mail. */
export interface ParticipationEvents {
  /** A participant is out (left, removed, deleted their account): their chat sockets leave the room. */
  participantLeft(activityId: string, userId: string): void;
  /** A student took a place at once (not the waitlist). */
  joined(activityId: string, userId: string): Promise<void>;
  /** A waiting student got a place. */
  promoted(activityId: string, userId: string): Promise<void>;
  /** The organizer removed a student. */
  removed(activityId: string, userId: string): Promise<void>;
}

/**
 * Who takes part and who waits. Every change is one atomic update of the activity, conditioned on
 * what it assumes, so concurrent joins, leaves and promotions never overfill it, never skip the
 * line and never put a student in both lists.
 */
export function createParticipation(events: ParticipationEvents) {
  async function stateOf(id: string) {
    const activity = await ActivityModel.findById(id, {
      creator: 1,
      participants: 1,
      waitlist: 1,
      removed: 1,
      cancelledAt: 1,
      date: 1,
    }).lean();
    if (!activity) throw notFound(M.notFound);
    return activity;
  }

  const has = (list: mongoose.Types.ObjectId[], userId: string) =>
    list.some((member) => member.toString() === userId);

  /** Fills free places from the head of the waitlist, one compare-and-swap at a time. */
  async function promote(id: string): Promise<void> {
    for (;;) {
      const activity = await ActivityModel.findById(id, { waitlist: 1 }).lean();
      const head = activity?.waitlist[0];
      if (!head) return;
      const moved = await ActivityModel.findOneAndUpdate(
        {
          _id: id,
          'waitlist.0': head,
          cancelledAt: null,
          date: { $gt: new Date() },
          ...PLACE_LEFT,
        },
        {
          $pop: { waitlist: -1 },
          $push: { participants: head },
          $inc: { participantCount: 1, waitlistCount: -1 },
        },
        { projection: { _id: 1 } },
      ).lean();
      if (!moved) {
        // Either no place is left (done) or another promotion moved the head first (try again).
        const now = await ActivityModel.findById(id, { waitlist: 1 }).lean();
        if (now?.waitlist[0]?.equals(head)) return;
        continue;
      }
      await events.promoted(id, head.toString());
    }
  }

  /** Why a join matched nothing, as the error the student sees. */
  async function joinRefusal(id: string, userId: string) {
    const activity = await stateOf(id);
    if (activity.creator.toString() === userId) return badRequest(M.organizerCannotJoinOrLeave);
    if (has(activity.participants, userId)) return badRequest(M.alreadyParticipant);
    if (has(activity.waitlist, userId)) return badRequest(M.alreadyWaitlisted);
    if (has(activity.removed, userId)) return forbidden(M.removedByOrganizer);
    if (activity.cancelledAt) return badRequest(M.cancelled);
    return badRequest(M.started);
  }

  return {
    promote,

    /**
     * A place when one is free and nobody waits; otherwise the end of the waitlist (first come,
     * first served). Never after the start, never when cancelled. `quiet` leaves telling the
     * organizer to the caller (a whole series joined at once is told once).
     */
    async join(id: string, userId: string, quiet = false): Promise<'joined' | 'waitlisted'> {
      const me = objectId(userId);
      const open = { _id: id, ...openTo(userId) };
      const seated = await ActivityModel.findOneAndUpdate(
        { ...open, waitlistCount: 0, ...PLACE_LEFT },
        { $push: { participants: me }, $inc: { participantCount: 1 } },
        { projection: { _id: 1 } },
      ).lean();
      if (seated) {
        if (!quiet) await events.joined(id, userId);
        return 'joined';
      }
      const waiting = await ActivityModel.findOneAndUpdate(
        open,
        { $push: { waitlist: me }, $inc: { waitlistCount: 1 } },
        { projection: { _id: 1 } },
      ).lean();
      if (!waiting) throw await joinRefusal(id, userId);
      // A place may have freed between the two updates: nobody waits while one is free.
      await promote(id);
      return 'waitlisted';
    },

    /** Out of the participants (the first waiting student moves up) or out of the waitlist. */
    async leave(id: string, userId: string): Promise<void> {
      const me = objectId(userId);
      const notStarted = { _id: id, date: { $gt: new Date() } };
      const left = await ActivityModel.findOneAndUpdate(
        { ...notStarted, participants: me },
        { $pull: { participants: me }, $inc: { participantCount: -1 } },
        { projection: { _id: 1 } },
      ).lean();
      if (left) {
        events.participantLeft(id, userId);
        await promote(id);
        return;
      }
      const stoppedWaiting = await ActivityModel.findOneAndUpdate(
        { ...notStarted, waitlist: me },
        { $pull: { waitlist: me }, $inc: { waitlistCount: -1 } },
        { projection: { _id: 1 } },
      ).lean();
      if (stoppedWaiting) return;
      const activity = await stateOf(id);
      if (activity.creator.toString() === userId) throw badRequest(M.organizerCannotJoinOrLeave);
      if (has(activity.participants, userId) || has(activity.waitlist, userId))
        throw badRequest(M.started);
      throw badRequest(M.notParticipant);
    },

    /** The organizer takes a participant or waiting student out; they cannot join again until allowed. */
    async remove(id: string, userId: string): Promise<void> {
      const student = objectId(userId);
      const fromParticipants = await ActivityModel.findOneAndUpdate(
        { _id: id, participants: student },
        {
          $pull: { participants: student },
          $inc: { participantCount: -1 },
          $addToSet: { removed: student },
        },
        { projection: { _id: 1 } },
      ).lean();
      const fromWaitlist =
        !fromParticipants &&
        (await ActivityModel.findOneAndUpdate(
          { _id: id, waitlist: student },
          {
            $pull: { waitlist: student },
            $inc: { waitlistCount: -1 },
            $addToSet: { removed: student },
          },
          { projection: { _id: 1 } },
        ).lean());
      if (!fromParticipants && !fromWaitlist) throw badRequest(M.notAParticipant);
      if (fromParticipants) events.participantLeft(id, userId);
      await events.removed(id, userId);
      await promote(id);
    },

    async allowAgain(id: string, userId: string): Promise<void> {
      const allowed = await ActivityModel.updateOne(
        { _id: id, removed: objectId(userId) },
        { $pull: { removed: objectId(userId) } },
      );
      if (allowed.modifiedCount === 0) throw badRequest(M.notRemoved);
    },

    /** A deleted account leaves every activity and waitlist; the places it held are taken up. */
    async forgetStudent(userId: string): Promise<void> {
      const student = objectId(userId);
      const joined = await ActivityModel.find({ participants: student }, { _id: 1 }).lean();
      await ActivityModel.updateMany(
        { participants: student },
        { $pull: { participants: student }, $inc: { participantCount: -1 } },
      );
      await ActivityModel.updateMany(
        { waitlist: student },
        { $pull: { waitlist: student }, $inc: { waitlistCount: -1 } },
      );
      await ActivityModel.updateMany({ removed: student }, { $pull: { removed: student } });
      for (const { _id } of joined) await promote(_id.toString());
    },
  };
}

export type Participation = ReturnType<typeof createParticipation>;
