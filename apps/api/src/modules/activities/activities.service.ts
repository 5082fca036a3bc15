import {
  ACTIVITY_MESSAGES as M,
  API_MESSAGES,
  LIMITS,
  type ActivityListQuery,
  type ActivitySort,
  type CreateActivityRequest,
  type SeriesFrequency,
  type UpdateActivityRequest,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { AppError, badRequest, forbidden, notFound, unauthorized } from '@/lib/app-error';
import { readCache } from '@/lib/read-cache';
import type { PictureStore } from '@/lib/pictures/picture-store';
import { campusBadgeOf } from '@/modules/campuses';
import { studentExists } from '@/modules/users';
import { ActivityModel } from './activity.model';
import { afterCursor, encodeCursor, SORTS } from './activity-cursor';
import {
  DETAIL_FIELDS,
  LIST_FIELDS,
  withPeople,
  type ActivityRow,
  type ActivityWithPeople,
} from './activity-people';
import type { ActivityBefore, ActivityNotices } from './activity-notices';
import { defaultImageFor } from './default-images';
import { defaultEndOf } from './end-date-migration';
import { createInvites } from './activity-invites';
import { createParticipation, openTo } from './participation';
import { activitiesOf, upcomingOrganizedBy } from './student-activities';

const SIMILAR_LIMIT = 4;

export interface ActivityPage {
  items: ActivityWithPeople[];
  nextCursor: string | null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const objectId = (id: string) => new mongoose.Types.ObjectId(id);

type Filter = Record<string, unknown>;
type Sort = Record<string, 1 | -1>;

/** One activity's page: with who waits and who was removed. */
async function one(filter: Filter): Promise<ActivityWithPeople | null> {
  const row = await ActivityModel.findOne(filter, DETAIL_FIELDS).lean<ActivityRow>().exec();
  return row ? ((await withPeople([row]))[0] ?? null) : null;
}

/** Lists show how many wait, not who; `detailed` adds who (a series' dates, for each viewer's standing). */
async function many(
  filter: Filter,
  { sort, limit, detailed = false }: { sort?: Sort; limit?: number; detailed?: boolean } = {},
): Promise<ActivityWithPeople[]> {
  const query = ActivityModel.find(filter, detailed ? DETAIL_FIELDS : LIST_FIELDS);
  if (sort) query.sort(sort);
  if (limit !== undefined) query.limit(limit);
  return withPeople(await query.lean<ActivityRow[]>().exec());
}

const LONGEST_MS = LIMITS.activityMaxDays * 24 * 60 * 60 * 1000;

/**
 * Not yet ended (upcoming, the default) or ended (past). The start bound keeps the date indexes
 * useful: nothing lasts longer than LIMITS.activityMaxDays.
 */
function timeClause(when: 'upcoming' | 'past', now = new Date()) {
  return when === 'upcoming'
    ? { date: { $gt: new Date(now.getTime() - LONGEST_MS) }, endDate: { $gt: now } }
    : { endDate: { $lte: now } };
}

/** Upcoming lists start with what comes next; past ones with what just happened. */
const defaultSort = (when: 'upcoming' | 'past'): ActivitySort =>
  when === 'upcoming' ? 'oldest' : 'newest';

/** A new activity's document; every way of creating activities builds it here. */
/** The organizer's campus when they create it: an activity keeps it (the 'My campus' list). */
type CampusBadge = Awaited<ReturnType<typeof campusBadgeOf>>;

function newActivity(
  creatorId: string,
  input: CreateActivityRequest,
  campus: CampusBadge,
  image?: string,
) {
  return {
    ...input,
    ...(campus ? { campus } : {}),
    endDate: input.endDate ?? defaultEndOf(input.date),
    titleKey: input.title.toLowerCase(),
    image: image ?? defaultImageFor(input.category),
    creator: objectId(creatorId),
  };
}

/** What the activity chat (in the messages module) must hear of; passed in, so activities does not reach into it. */
export interface ActivityChatHooks {
  /** A participant left: their open chat sockets leave the activity's room at once. */
  participantLeft(activityId: string, userId: string): void;
  /** The activity is gone: so are its chat messages, and every socket leaves its room. */
  activityDeleted(activityId: string): Promise<void>;
}

const listPages = readCache<ActivityPage>(200, { servesStale: true });

async function loadPage(query: ActivityListQuery, campusId?: string): Promise<ActivityPage> {
  const sort = query.sort ?? defaultSort(query.when);
  const { field, direction } = SORTS[sort];
  const clauses: Record<string, unknown>[] = [timeClause(query.when), { hiddenAt: null }];
  if (query.category) clauses.push({ category: query.category });
  // A student without a campus sees everything, as before campuses.
  if (query.campus === 'mine' && campusId) clauses.push({ 'campus._id': objectId(campusId) });
  // A day, a week, a weekend or a picked range: the start falls in it.
  if (query.from || query.to)
    clauses.push({
      date: {
        ...(query.from ? { $gte: new Date(query.from) } : {}),
        ...(query.to ? { $lt: new Date(query.to) } : {}),
      },
    });
  if (query.search) {
    const pattern = new RegExp(escapeRegex(query.search), 'i');
    clauses.push({
      $or: [{ title: pattern }, { description: pattern }, { location: pattern }],
    });
  }
  if (query.cursor) clauses.push(afterCursor(sort, query.cursor));
  const filter = { $and: clauses };
  const rows = await many(filter, {
    sort: { [field]: direction, _id: direction },
    limit: query.limit + 1,
  });
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor(sort, last) : null,
  };
}

export function createActivitiesService(
  chat: ActivityChatHooks,
  notices: ActivityNotices,
  pictures: PictureStore,
) {
  const participation = createParticipation({
    participantLeft(activityId, userId) {
      chat.participantLeft(activityId, userId);
      void notices.left(activityId, userId);
    },
    joined: notices.joined,
    promoted: notices.promoted,
    removed: notices.removed,
  });
  const invites = createInvites(notices.invited);
  async function findOrFail(id: string) {
    const activity = await ActivityModel.findById(id, {
      creator: 1,
      participantCount: 1,
      category: 1,
      image: 1,
      date: 1,
      endDate: 1,
      location: 1,
      cancelledAt: 1,
    }).lean();
    if (!activity) throw notFound(M.notFound);
    return activity;
  }

  async function organizerOnly(id: string, userId: string) {
    const activity = await findOrFail(id);
    if (activity.creator.toString() !== userId) throw forbidden(M.organizerOnly);
    return activity;
  }

  /** Applies the organizer's changes; answers what the activity was, for telling what moved. */
  async function change(
    id: string,
    userId: string,
    input: UpdateActivityRequest,
    picture?: Buffer,
  ): Promise<ActivityBefore> {
    const activity = await organizerOnly(id, userId);
    if (activity.cancelledAt) throw badRequest(M.cancelled);
    if (input.maxParticipants != null && input.maxParticipants < activity.participantCount) {
      throw badRequest(M.capacityBelowParticipants(activity.participantCount));
    }
    const start = input.date ?? activity.date;
    const end =
      input.endDate ??
      // A new start keeps the length the activity had.
      (input.date
        ? new Date(
            input.date.getTime() +
              (activity.endDate ?? defaultEndOf(activity.date)).getTime() -
              activity.date.getTime(),
          )
        : (activity.endDate ?? defaultEndOf(activity.date)));
    if (end.getTime() <= start.getTime()) throw badRequest(M.endBeforeStart);
    const changes: Record<string, unknown> = { ...input, endDate: end };
    if (input.title) changes.titleKey = input.title.toLowerCase();
    if (picture) changes.image = await pictures.save(picture, 'activity');
    // An activity still showing its category's default picture follows a change of category.
    else if (input.category && activity.image === defaultImageFor(activity.category)) {
      changes.image = defaultImageFor(input.category);
    }
    const shownInCalendars = ['title', 'date', 'endDate', 'location', 'description'].some(
      (field) => field in input,
    );
    await ActivityModel.updateOne(
      { _id: id },
      { $set: changes, ...(shownInCalendars ? { $inc: { sequence: 1 } } : {}) },
    );
    // Also when the same picture was sent again: saving it counted one more reference.
    if (picture) await pictures.deleteImage(activity.image);
    return { date: activity.date, location: activity.location };
  }

  async function detail(id: string) {
    const activity = await one({ _id: id, hiddenAt: null });
    if (!activity) throw notFound(M.notFound);
    return activity;
  }

  /**
   * A student's own activities: upcoming soonest first (a cancelled one is no longer among them),
   * or past latest first.
   */
  const own = (member: 'creator' | 'participants', userId: string, when: 'upcoming' | 'past') =>
    many(
      {
        [member]: objectId(userId),
        ...timeClause(when),
        ...(when === 'upcoming' ? { cancelledAt: null } : {}),
      },
      { sort: { date: when === 'upcoming' ? 1 : -1 } },
    );

  return {
    detail,
    participation,
    invitableFriends: invites.friendsFor,
    invite: invites.invite,
    forgetInvitesOf: invites.forgetStudent,
    /**
     * A page of activities. Search is a case-insensitive literal match on title, description or
     * location; the category and the sort use the indexes, the search filters within that range.
     * Pages are kept for a second (lib/read-cache.ts).
     */
    list: async (query: ActivityListQuery, viewerId: string): Promise<ActivityPage> => {
      const campusId =
        query.campus === 'mine' ? (await campusBadgeOf(viewerId))?._id.toString() : undefined;
      return listPages(JSON.stringify({ ...query, campusId }), () => loadPage(query, campusId));
    },

    /** A new activity, with an uploaded picture (refused unless it decodes) or its category's. */
    async create(creatorId: string, input: CreateActivityRequest, picture?: Buffer) {
      const image = picture ? await pictures.save(picture, 'activity') : undefined;
      const campus = await campusBadgeOf(creatorId);
      const created = await ActivityModel.create(
        newActivity(creatorId, input, campus, image),
      ).catch(async (error: unknown) => {
        await pictures.deleteImage(image);
        throw error;
      });
      // The organizer may have deleted their account while the picture was processed: the
      // deletion could not see this activity yet, so it goes here instead.
      if (!(await studentExists(creatorId, { staying: true }))) {
        await ActivityModel.deleteOne({ _id: created._id });
        await pictures.deleteImage(image);
        throw unauthorized(API_MESSAGES.invalidToken);
      }
      await notices.created(created._id.toString());
      return detail(created._id.toString());
    },

    /** A series' dates: the same activity at each start, keeping its length. */
    async createDates(
      creatorId: string,
      input: CreateActivityRequest,
      starts: Date[],
      series: { id: mongoose.Types.ObjectId; frequency: SeriesFrequency },
    ): Promise<string[]> {
      const length = (input.endDate ?? defaultEndOf(input.date)).getTime() - input.date.getTime();
      const campus = await campusBadgeOf(creatorId);
      const created = await ActivityModel.insertMany(
        starts.map((date) => ({
          ...newActivity(
            creatorId,
            { ...input, date, endDate: new Date(date.getTime() + length) },
            campus,
          ),
          series,
        })),
      );
      const ids = created.map((activity) => activity._id.toString());
      for (const id of ids) await notices.created(id);
      return ids;
    },

    /** The organizer's changes; a new picture is stored only once they are allowed, the old one let go. */
    async update(id: string, userId: string, input: UpdateActivityRequest, picture?: Buffer) {
      const before = await change(id, userId, input, picture);
      await notices.updated(id, userId, before);
      // A raised limit gives places to who waits.
      await participation.promote(id);
      return detail(id);
    },

    /** Several dates of a series changed together; each student concerned is told once. */
    async updateDates(userId: string, edits: { id: string; input: UpdateActivityRequest }[]) {
      const done: { activityId: string; before: ActivityBefore }[] = [];
      for (const { id, input } of edits) {
        done.push({ activityId: id, before: await change(id, userId, input) });
        await participation.promote(id);
      }
      await notices.seriesUpdated(userId, done);
    },

    /** Called off, not deleted: it stays visible and read-only; who joined or waited is told. */
    async cancel(id: string, userId: string, reason?: string) {
      const activity = await organizerOnly(id, userId);
      if (activity.cancelledAt) throw badRequest(M.alreadyCancelled);
      if (activity.date.getTime() <= Date.now()) throw badRequest(M.started);
      await ActivityModel.updateOne(
        { _id: id },
        {
          $set: { cancelledAt: new Date(), ...(reason ? { cancelReason: reason } : {}) },
          $inc: { sequence: 1 },
        },
      );
      await notices.cancelled(id, reason);
      return detail(id);
    },

    /** Several upcoming dates of a series called off at once; each student concerned is told once. */
    async cancelDates(ids: string[], reason?: string): Promise<string[]> {
      const open = {
        _id: { $in: ids.map(objectId) },
        cancelledAt: null,
        date: { $gt: new Date() },
      };
      const cancelling = await ActivityModel.find(open, { _id: 1 }).lean();
      if (cancelling.length === 0) return [];
      await ActivityModel.updateMany(
        { ...open, _id: { $in: cancelling.map((activity) => activity._id) } },
        {
          $set: { cancelledAt: new Date(), ...(reason ? { cancelReason: reason } : {}) },
          $inc: { sequence: 1 },
        },
      );
      const cancelled = cancelling.map((activity) => activity._id.toString());
      await notices.seriesCancelled(cancelled, reason);
      return cancelled;
    },

    async remove(id: string, userId: string): Promise<void> {
      await organizerOnly(id, userId);
      const activity = await ActivityModel.findOneAndDelete(
        { _id: id },
        { projection: { title: 1, image: 1, creator: 1, participants: 1, waitlist: 1 } },
      ).lean();
      if (!activity) throw notFound(M.notFound);
      await Promise.all([
        chat.activityDeleted(id),
        invites.forgetActivity(id),
        pictures.deleteImage(activity.image),
        notices.deleted(activity),
      ]);
    },

    async join(id: string, userId: string) {
      await participation.join(id, userId);
      return detail(id);
    },

    /**
     * Every one of these dates the student can still join, in one action (the waitlist where full);
     * the organizer hears of it once. Dates the student is already in, or was removed from, are skipped.
     */
    async joinDates(ids: string[], userId: string): Promise<number> {
      const open = await ActivityModel.find(
        { _id: { $in: ids.map(objectId) }, ...openTo(userId) },
        { _id: 1 },
      )
        .sort({ date: 1 })
        .lean();
      const seated: string[] = [];
      for (const { _id } of open) {
        const id = _id.toString();
        // A date cancelled or started since the query above is skipped, not a failure of the rest.
        const outcome = await participation.join(id, userId, true).catch((error: unknown) => {
          if (error instanceof AppError) return 'refused';
          throw error;
        });
        if (outcome === 'joined') seated.push(id);
      }
      if (seated.length > 0) await notices.seriesJoined(seated, userId);
      return open.length;
    },

    async leave(id: string, userId: string) {
      await participation.leave(id, userId);
      return detail(id);
    },

    async removeStudent(id: string, organizerId: string, userId: string) {
      await organizerOnly(id, organizerId);
      await participation.remove(id, userId);
      return detail(id);
    },

    async allowAgain(id: string, organizerId: string, userId: string) {
      await organizerOnly(id, organizerId);
      await participation.allowAgain(id, userId);
      return detail(id);
    },

    /** A series' dates, soonest first, with who waits (for each viewer's standing). */
    ofSeries: (seriesId: string) =>
      many({ 'series.id': objectId(seriesId) }, { sort: { date: 1 }, detailed: true }),

    upcomingOrganizedBy,
    activitiesOf,
    createdBy: (userId: string, when: 'upcoming' | 'past' = 'upcoming') =>
      own('creator', userId, when),
    joinedBy: (userId: string, when: 'upcoming' | 'past' = 'upcoming') =>
      own('participants', userId, when),
    /** The given activities with their people, in no particular order (recommendations rank them). */
    withIds: (ids: string[]) => many({ _id: { $in: ids.map(objectId) } }),

    /** Upcoming activities of the same category, those sharing the most title and description words first. */
    async similar(id: string) {
      const activity = await ActivityModel.findById(id, {
        category: 1,
        title: 1,
        description: 1,
        series: 1,
      }).lean();
      if (!activity) throw notFound(M.notFound);
      const candidates = await many(
        {
          _id: { $ne: activity._id },
          // The other dates of its series are listed with it, not as similar activities.
          ...(activity.series ? { 'series.id': { $ne: activity.series.id } } : {}),
          category: activity.category,
          date: { $gte: new Date() },
          cancelledAt: null,
        },
        { sort: { date: 1 }, limit: 50 },
      );
      const words = (text: string) => new Set(text.toLowerCase().match(/\p{L}{4,}/gu) ?? []);
      const mine = words(`${activity.title} ${activity.description}`);
      const shared = (text: string) => [...words(text)].filter((word) => mine.has(word)).length;
      return candidates
        .map((candidate) => ({
          candidate,
          score: shared(`${candidate.title} ${candidate.description}`),
        }))
        .sort((a, b) => b.score - a.score)
        .slice(0, SIMILAR_LIMIT)
        .map(({ candidate }) => candidate);
    },
  };
}

export type ActivitiesService = ReturnType<typeof createActivitiesService>;
