import { activitiesWhere, setSharePreview } from '@/modules/activities';
import { accountWithEmail } from '@/modules/users';

export interface SeededSharing {
  /** An upcoming activity whose link shows visitors its preview. */
  shared: { id: string; title: string };
  /** One of the same organizer's whose preview is turned off. */
  hidden?: { id: string; title: string };
}

/**
 * Shared links to try: the first sample student's next single activity keeps its preview on (as
 * every activity does), their following one has it turned off, so both ways a link behaves show.
 */
export async function seedSharing(organizerEmail: string): Promise<SeededSharing> {
  const organizer = await accountWithEmail(organizerEmail);
  // Single activities: two dates of one weekly series would read as the same activity twice.
  const upcoming = { date: { $gt: new Date() }, cancelledAt: null, series: { $exists: false } };
  const own = organizer
    ? await activitiesWhere<{ title: string }>(
        { ...upcoming, creator: organizer.userId },
        { title: 1 },
        { sort: { date: 1 }, limit: 2 },
      )
    : [];
  const [shared, hidden] =
    own.length > 0
      ? own
      : await activitiesWhere<{ title: string }>(
          upcoming,
          { title: 1 },
          { sort: { date: 1 }, limit: 1 },
        );
  if (!shared) throw new Error('the community has no upcoming activity to share');
  await setSharePreview(shared._id, true);
  if (hidden) await setSharePreview(hidden._id, false);
  const summary = (doc: { _id: unknown; title: string }) => ({
    id: String(doc._id),
    title: doc.title,
  });
  return { shared: summary(shared), ...(hidden ? { hidden: summary(hidden) } : {}) };
}
