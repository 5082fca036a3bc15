import type { UpdateNotificationSettings } from '@peerconnect/contracts';
import type { Presence } from '@/lib/presence';
import type { Logger } from '@/lib/logger';
import type { Mailer } from '@/modules/mail';
import {
  activityFacts,
  upcomingActivityIdsOf,
  type ActivityBefore,
  type DeletedActivity,
} from '@/modules/activities';
import { settingsOf } from './notification-settings';
import type { NotificationFields } from './notification-store';
import type { NotificationsService } from './notifications.service';
import type { ChangesJob, ReminderJob, Reminders } from './reminders';

export interface NotificationEventsDeps {
  notifications: NotificationsService;
  reminders: Reminders;
  presence: Presence;
  mailer: Mailer;
  logger: Logger;
}

type Id = { toString(): string };
const ids = (list: Id[]) => list.map(String);

/** What an organizer's edit moved, old → new. */
function movedFrom(activity: { date: Date; location: string }, before: ActivityBefore) {
  const changes: NonNullable<NotificationFields['changes']> = [];
  if (activity.date.getTime() !== before.date.getTime())
    changes.push({
      field: 'date',
      from: before.date.toISOString(),
      to: activity.date.toISOString(),
    });
  if (activity.location !== before.location)
    changes.push({ field: 'location', from: before.location, to: activity.location });
  return changes;
}

/**
 * Dates of a series (soonest first) and who each concerns, as one notification per student: the
 * first date of theirs and how many of them; students alike are notified together.
 */
function oncePerStudent<A extends { date: Date }>(dates: { activity: A; people: Id[] }[]) {
  const byStudent = new Map<string, { first: A; dates: number }>();
  const sorted = [...dates].sort((a, b) => a.activity.date.getTime() - b.activity.date.getTime());
  for (const { activity, people } of sorted)
    for (const student of ids(people)) {
      const seen = byStudent.get(student);
      byStudent.set(
        student,
        seen ? { ...seen, dates: seen.dates + 1 } : { first: activity, dates: 1 },
      );
    }
  const groups = new Map<string, { first: A; dates: number; students: string[] }>();
  for (const [student, { first, dates: count }] of byStudent) {
    const key = `${String(dates.findIndex((d) => d.activity === first))}:${String(count)}`;
    const group = groups.get(key) ?? { first, dates: count, students: [] };
    group.students.push(student);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * What happens in the other features, turned into notifications and reminders: the features call
 * these (app.ts hands them in), so none of them reaches into this one. A notification that cannot
 * be made is logged, never failing what the student did.
 */
export function createNotificationEvents(deps: NotificationEventsDeps) {
  const { notifications, reminders, presence, mailer, logger } = deps;

  const safely =
    <A extends unknown[]>(what: string, run: (...args: A) => Promise<void>) =>
    async (...args: A): Promise<void> => {
      try {
        await run(...args);
      } catch (error) {
        logger.error({ err: error, args }, `notifying failed: ${what}`);
      }
    };

  const activityOf = activityFacts;

  /** The activity's reminders for the reminder times of its organizer and participants. */
  async function planReminders(activityId: string): Promise<void> {
    const activity = await activityOf(activityId);
    const live = activity && !activity.cancelledAt ? activity : null;
    const people = live ? ids([live.creator, ...live.participants]) : [];
    const settings = await settingsOf(people);
    await reminders.plan(
      activityId,
      live?.date ?? null,
      [...settings.values()].map((s) => s.reminderMinutes),
    );
  }

  const replanFor = safely('reminder-minutes', async (userId: string) => {
    for (const id of await upcomingActivityIdsOf(userId)) await planReminders(id);
  });

  /** A due reminder: to those who chose this time, unless the activity started (then it is dropped). */
  async function remind({ activityId, minutes }: ReminderJob): Promise<void> {
    const activity = await activityOf(activityId);
    if (!activity || activity.cancelledAt) return;
    const left = Math.round((activity.date.getTime() - Date.now()) / 60_000);
    if (activity.date.getTime() <= Date.now()) {
      logger.info({ activityId, minutes }, 'reminder dropped: the activity has started');
      return;
    }
    const people = ids([activity.creator, ...activity.participants]);
    const settings = await settingsOf(people);
    await notifications.notify(
      people.filter((id) => settings.get(id)?.reminderMinutes === minutes),
      {
        type: 'activity-reminder',
        activity: { id: activityId, title: activity.title },
        minutes: Math.max(left, 1),
        once: `${activityId}:${activity.date.toISOString()}`,
      },
    );
  }

  const about = (activity: { _id: Id; title: string }) => ({
    id: activity._id.toString(),
    title: activity.title,
  });

  return {
    friendRequested: safely('friend-request', (senderId: string, recipientId: string) =>
      notifications.notify([recipientId], { type: 'friend-request', actor: senderId }),
    ),
    friendAccepted: safely('friend-accepted', (accepterId: string, senderId: string) =>
      notifications.notify([senderId], { type: 'friend-accepted', actor: accepterId }),
    ),

    /** A message to a student with no open session (who would see it live otherwise), unless muted. */
    directMessage: safely(
      'direct-message',
      async (senderId: string, recipientId: string, isMuted: () => Promise<boolean>) => {
        if ((await presence.onlineAmong([recipientId])).has(recipientId) || (await isMuted()))
          return;
        await notifications.notify([recipientId], {
          type: 'direct-message',
          actor: senderId,
          group: senderId,
        });
      },
    ),

    activityCreated: safely('activity-created', planReminders),

    joined: safely('activity-joined', async (activityId: string, userId: string) => {
      const activity = await activityOf(activityId);
      if (!activity) return;
      await notifications.notify([activity.creator.toString()], {
        type: 'activity-joined',
        actor: userId,
        activity: about(activity),
        group: activityId,
      });
      await planReminders(activityId);
    }),

    /** Out of the activity: no reminder for them (the job finds them gone; planned anew for the rest). */
    left: safely('activity-left', planReminders),

    promoted: safely('waitlist-promoted', async (activityId: string, userId: string) => {
      const activity = await activityOf(activityId);
      if (!activity) return;
      const link = mailer.page(`/activities/${activityId}`);
      await notifications.notify(
        [userId],
        { type: 'waitlist-promoted', activity: about(activity) },
        (to, unsubscribe, timeZone) =>
          mailer.templates.placeFreed(to, activity.title, activity.date, link, {
            unsubscribe,
            timeZone,
          }),
      );
      await planReminders(activityId);
    }),

    /**
     * The organizer's edit: reminders follow the date at once; participants hear what moved once
     * the window of edits closes (changesDue), so twenty edits make one notification and one mail.
     */
    updated: safely(
      'activity-updated',
      async (activityId: string, organizerId: string, before: ActivityBefore) => {
        const activity = await activityOf(activityId);
        if (!activity) return;
        if (activity.date.getTime() !== before.date.getTime()) await planReminders(activityId);
        await reminders.combineChanges({
          activityId,
          organizerId,
          before: { date: before.date.toISOString(), location: before.location },
        });
      },
    ),

    /** A window of edits closed: participants hear what moved since before the first, old → new. */
    changesDue: async ({ activityId, organizerId, before }: ChangesJob): Promise<void> => {
      const activity = await activityOf(activityId);
      if (!activity || activity.cancelledAt) return;
      const changes = movedFrom(activity, { ...before, date: new Date(before.date) });
      if (changes.length === 0) return;
      await notifications.notify(ids(activity.participants), {
        type: 'activity-updated',
        actor: organizerId,
        activity: about(activity),
        changes,
      });
    },

    /**
     * Dates of a series edited together: each participant hears once, of the first date of theirs
     * that moved and how many more did.
     */
    seriesUpdated: safely(
      'series-updated',
      async (organizerId: string, edits: { activityId: string; before: ActivityBefore }[]) => {
        const moved = [];
        for (const { activityId, before } of edits) {
          const activity = await activityOf(activityId);
          const changes = activity ? movedFrom(activity, before) : [];
          if (activity && changes.length > 0) moved.push({ activity, changes });
          if (changes.some((change) => change.field === 'date')) await planReminders(activityId);
        }
        for (const { first, dates, students } of oncePerStudent(
          moved.map(({ activity }) => ({ activity, people: activity.participants })),
        )) {
          await notifications.notify(students, {
            type: 'activity-updated',
            actor: organizerId,
            activity: about(first),
            changes: moved.find(({ activity }) => activity === first)?.changes ?? [],
            dates,
          });
        }
      },
    ),

    /** Called off: who joined or waited hears it (and gets the cancellation mail); no reminders. */
    cancelled: safely('activity-cancelled', async (activityId: string, reason?: string) => {
      const activity = await activityOf(activityId);
      if (!activity) return;
      await notifications.notify(
        ids([...activity.participants, ...activity.waitlist]),
        {
          type: 'activity-cancelled',
          actor: activity.creator.toString(),
          activity: about(activity),
          ...(reason ? { reason } : {}),
        },
        (to, unsubscribe, timeZone) =>
          mailer.templates.activityCancelled(to, activity.title, activity.date, {
            reason,
            unsubscribe,
            timeZone,
          }),
      );
      await reminders.plan(activityId, null, []);
    }),

    /** Several dates of a series called off at once: each student who joined or waited hears once. */
    seriesCancelled: safely('series-cancelled', async (activityIds: string[], reason?: string) => {
      const cancelled = (await Promise.all(activityIds.map(activityOf))).filter(
        (activity) => activity !== null,
      );
      for (const { first, dates, students } of oncePerStudent(
        cancelled.map((activity) => ({
          activity,
          people: [...activity.participants, ...activity.waitlist],
        })),
      )) {
        await notifications.notify(students, {
          type: 'activity-cancelled',
          actor: first.creator.toString(),
          activity: about(first),
          dates,
          ...(reason ? { reason } : {}),
        });
      }
      for (const id of activityIds) await reminders.plan(id, null, []);
    }),

    /** A student joined several dates of a series at once: the organizer hears once. */
    seriesJoined: safely('series-joined', async (activityIds: string[], userId: string) => {
      const [first] = activityIds;
      const activity = first ? await activityOf(first) : null;
      if (!activity) return;
      await notifications.notify([activity.creator.toString()], {
        type: 'activity-joined',
        actor: userId,
        activity: about(activity),
        dates: activityIds.length,
      });
      for (const id of activityIds) await planReminders(id);
    }),

    /** Deleted: as cancelled, from what the activity was (it is gone by now). */
    deleted: safely('activity-deleted', async (activity: DeletedActivity) => {
      await notifications.notify(ids([...activity.participants, ...activity.waitlist]), {
        type: 'activity-cancelled',
        actor: activity.creator.toString(),
        activity: about(activity),
        activityGone: true,
      });
      await reminders.plan(activity._id.toString(), null, []);
    }),

    /** A moderator decided reports: each reporter hears the outcome, never who decided it. */
    reportDecided: safely('report-outcome', (reporterIds: string[], outcome: string) =>
      notifications.notify(reporterIds, { type: 'report-outcome', reason: outcome }),
    ),

    /** Friends invited to an activity: each hears it, with the way to join (in the app, by mail). */
    invited: safely(
      'activity-invite',
      async (activityId: string, inviterId: string, inviteeIds: string[]) => {
        const activity = await activityOf(activityId);
        if (!activity) return;
        await notifications.notify(inviteeIds, {
          type: 'activity-invite',
          actor: inviterId,
          activity: about(activity),
        });
      },
    ),

    /** New settings; a new reminder time plans each of the student's upcoming activities anew. */
    async updateSettings(userId: string, change: UpdateNotificationSettings) {
      const before = await notifications.settings(userId);
      const settings = await notifications.updateSettings(userId, change);
      if (settings.reminderMinutes !== before.reminderMinutes) await replanFor(userId);
      return settings;
    },

    remind,
  };
}

export type NotificationEvents = ReturnType<typeof createNotificationEvents>;
