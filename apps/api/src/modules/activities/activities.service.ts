import {
  ACTIVITY_MESSAGES as M,
  type ActivityListQuery,
  type CreateActivityRequest,
  type UpdateActivityRequest,
} from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { badRequest, forbidden, notFound } from '@/lib/app-error';
import { changeCache } from '@/lib/change-cache';
import type { PictureStore } from '@/lib/pictures/picture-store';
import { ActivityModel } from './activity.model';
import { afterCursor, encodeCursor, SORTS } from './activity-cursor';
import { CREATOR_FIELDS, PARTICIPANT_FIELDS, type PopulatedActivity } from './activity-view';
import { defaultImageFor } from './default-images';

const SIMILAR_LIMIT = 4;
/** Pages of the list kept in memory: the first pages of the common sorts and searches. */
const CACHED_PAGES = 200;
const PAGE_TTL_MS = 30_000;

export interface ActivityPage {
  items: PopulatedActivity[];
  nextCursor: string | null;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const objectId = (id: string) => new mongoose.Types.ObjectId(id);

function one(query: ReturnType<typeof ActivityModel.findById>): Promise<PopulatedActivity | null> {
  return query
    .populate('creator', CREATOR_FIELDS)
    .populate('participants', PARTICIPANT_FIELDS)
    .lean<PopulatedActivity>()
    .exec();
}

function many(query: ReturnType<typeof ActivityModel.find>): Promise<PopulatedActivity[]> {
  return query
    .populate('creator', CREATOR_FIELDS)
    .populate('participants', PARTICIPANT_FIELDS)
    .lean<PopulatedActivity[]>()
    .exec();
}

/** What the activity chat (in the messages module) must hear of; passed in, so activities does not reach into it. */
export interface ActivityChatHooks {
  /** A participant left: their open chat sockets leave the activity's room at once. */
  participantLeft(activityId: string, userId: string): void;
  /** The activity is gone: so are its chat messages, and every socket leaves its room. */
  activityDeleted(activityId: string): Promise<void>;
}

async function loadPage(query: ActivityListQuery): Promise<ActivityPage> {
  const { field, direction } = SORTS[query.sort];
  const clauses: Record<string, unknown>[] = [];
  if (query.category) clauses.push({ category: query.category });
  if (query.search) {
    const pattern = new RegExp(escapeRegex(query.search), 'i');
    clauses.push({
      $or: [{ title: pattern }, { description: pattern }, { location: pattern }],
    });
  }
  if (query.cursor) clauses.push(afterCursor(query.sort, query.cursor));
  const filter = clauses.length > 0 ? { $and: clauses } : {};
  const rows = await many(
    ActivityModel.find(filter)
      .sort({ [field]: direction, _id: direction })
      .limit(query.limit + 1),
  );
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items,
    nextCursor: rows.length > query.limit && last ? encodeCursor(query.sort, last) : null,
  };
}

export function createActivitiesService(chat: ActivityChatHooks, pictures: PictureStore) {
  const pages = changeCache<ActivityPage>({
    topics: ['activities', 'people'],
    max: CACHED_PAGES,
    ttlMs: PAGE_TTL_MS,
  });

  async function findOrFail(id: string) {
    const activity = await ActivityModel.findById(id, {
      creator: 1,
      participants: 1,
      participantCount: 1,
      category: 1,
      image: 1,
    }).lean();
    if (!activity) throw notFound(M.notFound);
    return activity;
  }

  async function organizerOnly(id: string, userId: string) {
    const activity = await findOrFail(id);
    if (activity.creator.toString() !== userId) throw forbidden(M.organizerOnly);
    return activity;
  }

  async function detail(id: string) {
    const activity = await one(ActivityModel.findById(id));
    if (!activity) throw notFound(M.notFound);
    return activity;
  }

  return {
    detail,
    /**
     * A page of activities. Search is a case-insensitive literal match on title, description or
     * location; the category and the sort use the indexes, the search filters within that range.
     * Pages are cached: the list is read far more often than activities or their people change,
     * and every such change empties the cache (the models publish it).
     */
    list: (query: ActivityListQuery): Promise<ActivityPage> =>
      pages.get(JSON.stringify(query), () => loadPage(query)),

    /** A new activity, with an uploaded picture (refused unless it decodes) or its category's. */
    async create(creatorId: string, input: CreateActivityRequest, picture?: Buffer) {
      const image = picture ? await pictures.save(picture, 'activity') : undefined;
      const created = await ActivityModel.create({
        ...input,
        titleKey: input.title.toLowerCase(),
        image: image ?? defaultImageFor(input.category),
        creator: objectId(creatorId),
      }).catch(async (error: unknown) => {
        await pictures.deleteImage(image);
        throw error;
      });
      return detail(created._id.toString());
    },

    /** The organizer's changes; a new picture is stored only once they are allowed, the old one let go. */
    async update(id: string, userId: string, input: UpdateActivityRequest, picture?: Buffer) {
      const activity = await organizerOnly(id, userId);
      if (input.maxParticipants != null && input.maxParticipants < activity.participantCount) {
        throw badRequest(`This activity already has ${activity.participantCount} participants`);
      }
      const changes: Record<string, unknown> = { ...input };
      if (input.title) changes.titleKey = input.title.toLowerCase();
      if (picture) changes.image = await pictures.save(picture, 'activity');
      // An activity still showing its category's default picture follows a change of category.
      else if (input.category && activity.image === defaultImageFor(activity.category)) {
        changes.image = defaultImageFor(input.category);
      }
      await ActivityModel.updateOne({ _id: id }, { $set: changes });
      // Also when the same picture was sent again: saving it counted one more reference.
      if (picture) await pictures.deleteImage(activity.image);
      return detail(id);
    },

    async remove(id: string, userId: string): Promise<void> {
      const activity = await organizerOnly(id, userId);
      await ActivityModel.deleteOne({ _id: id });
      await Promise.all([chat.activityDeleted(id), pictures.deleteImage(activity.image)]);
    },

    /**
     * Joins atomically: one conditional update checks "not the organizer, not already in, a place
     * left" and adds the user, so concurrent joins can never overfill an activity.
     */
    async join(id: string, userId: string) {
      const me = objectId(userId);
      const joined = await ActivityModel.findOneAndUpdate(
        {
          _id: id,
          creator: { $ne: me },
          participants: { $ne: me },
          $or: [
            { maxParticipants: null },
            { $expr: { $lt: ['$participantCount', '$maxParticipants'] } },
          ],
        },
        { $push: { participants: me }, $inc: { participantCount: 1 } },
        { projection: { _id: 1 } },
      ).lean();
      if (!joined) {
        const activity = await findOrFail(id);
        if (activity.creator.toString() === userId) throw badRequest(M.organizerCannotJoinOrLeave);
        if (activity.participants.some((p) => p.toString() === userId))
          throw badRequest(M.alreadyParticipant);
        throw badRequest(M.full, 'ACTIVITY_FULL');
      }
      return detail(id);
    },

    async leave(id: string, userId: string) {
      const me = objectId(userId);
      const left = await ActivityModel.findOneAndUpdate(
        { _id: id, participants: me },
        { $pull: { participants: me }, $inc: { participantCount: -1 } },
        { projection: { _id: 1 } },
      ).lean();
      if (!left) {
        const activity = await findOrFail(id);
        throw badRequest(
          activity.creator.toString() === userId ? M.organizerCannotJoinOrLeave : M.notParticipant,
        );
      }
      chat.participantLeft(id, userId);
      return detail(id);
    },

    createdBy: (userId: string) =>
      many(ActivityModel.find({ creator: objectId(userId) }).sort({ date: -1 })),
    joinedBy: (userId: string) =>
      many(ActivityModel.find({ participants: objectId(userId) }).sort({ date: -1 })),
    /** The given activities with their people, in no particular order (recommendations rank them). */
    withIds: (ids: string[]) => many(ActivityModel.find({ _id: { $in: ids.map(objectId) } })),

    /** Upcoming activities of the same category, those sharing the most title and description words first. */
    async similar(id: string) {
      const activity = await ActivityModel.findById(id, {
        category: 1,
        title: 1,
        description: 1,
      }).lean();
      if (!activity) throw notFound(M.notFound);
      const candidates = await many(
        ActivityModel.find({
          _id: { $ne: activity._id },
          category: activity.category,
          date: { $gte: new Date() },
        })
          .sort({ date: 1 })
          .limit(50),
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
