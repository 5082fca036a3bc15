import type mongoose from 'mongoose';
import { studentsByIds, type Student } from '@/modules/users';
import type { ActivityRecord } from './activity.model';

type Id = mongoose.Types.ObjectId;
type People = 'creator' | 'participants' | 'waitlist' | 'removed';

/** A member as activity views show them; the address only reaches the organizer's view. */
export type Member = Student<'username' | 'profilePicture' | 'campus' | 'email'>;
const MEMBER_FIELDS = ['username', 'profilePicture', 'campus', 'email'] as const;

/** The fields every activity view shows; lists leave out who waits and who was removed. */
export const LIST_FIELDS = {
  title: 1,
  titleKey: 1,
  description: 1,
  category: 1,
  date: 1,
  endDate: 1,
  location: 1,
  maxParticipants: 1,
  image: 1,
  creator: 1,
  participants: 1,
  participantCount: 1,
  waitlistCount: 1,
  cancelledAt: 1,
  cancelReason: 1,
  campus: 1,
  series: 1,
  sharePreview: 1,
  createdAt: 1,
} as const;

/** One activity's page adds who waits and who was removed; its .ics download, the calendar fields. */
export const DETAIL_FIELDS = {
  ...LIST_FIELDS,
  waitlist: 1,
  removed: 1,
  sequence: 1,
  updatedAt: 1,
} as const;

/** An activity as read (lean), its people still ids. */
export type ActivityRow = Omit<ActivityRecord, People> & {
  creator: Id;
  participants: Id[];
  waitlist?: Id[];
  removed?: Id[];
};

/** An activity with its people's public profiles, ready for its view. */
export type ActivityWithPeople = Omit<ActivityRow, People> & {
  creator: Member | null;
  participants: Member[];
  /** Read for one activity's page only; lists leave both out. */
  waitlist?: Member[];
  removed?: Member[];
};

/**
 * The activities' people in one read for all of them, each list kept in its order; a deleted
 * account drops out of the lists and leaves no creator. Emails are read for the organizer's view
 * of participants (activity-view.ts decides who sees them).
 */
export async function withPeople(rows: ActivityRow[]): Promise<ActivityWithPeople[]> {
  const ids = rows.flatMap((row) =>
    [row.creator, ...row.participants, ...(row.waitlist ?? []), ...(row.removed ?? [])].map(String),
  );
  const found = await studentsByIds(ids, MEMBER_FIELDS);
  const people = new Map(found.map((person) => [person._id.toString(), person]));
  const profiles = (list: Id[]) => list.flatMap((id) => people.get(id.toString()) ?? []);
  return rows.map(({ creator, participants, waitlist, removed, ...activity }) => ({
    ...activity,
    creator: people.get(creator.toString()) ?? null,
    participants: profiles(participants),
    ...(waitlist ? { waitlist: profiles(waitlist) } : {}),
    ...(removed ? { removed: profiles(removed) } : {}),
  }));
}
