import {
  ACTIVITY_MESSAGES as A,
  LIMITS,
  SERIES_MESSAGES as M,
  seriesDates,
  type SeriesRule,
  type CancelSeriesRequest,
  type CreateSeriesRequest,
  type UpdateActivityRequest,
  type UpdateSeriesRequest,
} from '@peerconnect/contracts';
import { badRequest, forbidden, notFound } from '@/lib/app-error';
import { type ActivitiesService } from '@/modules/activities';
import { SeriesModel } from './series.model';

/** Stores a series' rule (its dates are activities, made by the caller); answers its id. */
export async function storeSeries(creatorId: string, rule: SeriesRule) {
  const series = await SeriesModel.create({
    creator: creatorId,
    frequency: rule.frequency,
    weekdays: rule.weekdays,
    timeZone: rule.timeZone,
    ...rule.ends,
  });
  return series._id;
}

/**
 * Weekly series: a rule that makes activities. Everything a date does on its own (join, leave,
 * chat, remind) is the activities module's; this one creates the dates and acts on several at once.
 */
export function createSeriesService(activities: ActivitiesService) {
  async function find(id: string) {
    const series = await SeriesModel.findById(id).lean();
    if (!series) throw notFound(M.notFound);
    return series;
  }

  async function organizerOnly(id: string, userId: string) {
    const series = await find(id);
    if (series.creator.toString() !== userId) throw forbidden(A.organizerOnly);
    return series;
  }

  async function view(id: string) {
    const series = await find(id);
    return { series, activities: await activities.ofSeries(id) };
  }

  /** The chosen date and the later ones (by start), or only it. */
  async function datesFrom(seriesId: string, activityId: string, following: boolean) {
    const dates = await activities.ofSeries(seriesId);
    const chosen = dates.find((date) => date._id.toString() === activityId);
    if (!chosen) throw notFound(M.notInSeries);
    return following ? dates.filter((date) => date.date >= chosen.date) : [chosen];
  }

  return {
    view,

    async create(creatorId: string, { activity, repeat }: CreateSeriesRequest) {
      const starts = seriesDates(activity.date, repeat);
      if (starts.length > LIMITS.seriesMaxOccurrences)
        throw badRequest(M.tooManyDates, 'VALIDATION');
      if (starts.length < 2) throw badRequest(M.tooFewDates, 'VALIDATION');
      const seriesId = await storeSeries(creatorId, repeat);
      await activities.createDates(creatorId, activity, starts, {
        id: seriesId,
        frequency: repeat.frequency,
      });
      return view(seriesId.toString());
    },

    /**
     * One date's changes, or the same changes to it and every following date still to come: a new
     * start moves each of them by as much, so each keeps its own day.
     */
    async update(id: string, activityId: string, userId: string, body: UpdateSeriesRequest) {
      await organizerOnly(id, userId);
      const [chosen, ...later] = await datesFrom(id, activityId, body.scope === 'following');
      if (!chosen) throw notFound(M.notInSeries);
      if (body.scope === 'this') {
        await activities.update(activityId, userId, body.changes);
        return view(id);
      }
      const { date, endDate, ...same } = body.changes;
      const shift = (from: Date, to?: Date) => (to ? to.getTime() - from.getTime() : 0);
      const startShift = shift(chosen.date, date);
      const endShift = endDate ? shift(chosen.endDate ?? chosen.date, endDate) : startShift;
      const now = Date.now();
      const edits = [chosen, ...later]
        .filter(
          (activity) =>
            activity === chosen || (!activity.cancelledAt && activity.date.getTime() > now),
        )
        .map((activity) => {
          const input: UpdateActivityRequest = { ...same };
          if (date) input.date = new Date(activity.date.getTime() + startShift);
          if (endDate || date) {
            const end = activity.endDate ?? activity.date;
            input.endDate = new Date(end.getTime() + endShift);
          }
          return { id: activity._id.toString(), input };
        });
      await activities.updateDates(userId, edits);
      return view(id);
    },

    /** One date, it and the following ones, or every upcoming one; who joined or waited is told once. */
    async cancel(id: string, userId: string, { scope, activityId, reason }: CancelSeriesRequest) {
      await organizerOnly(id, userId);
      if (scope === 'this' && activityId) {
        await datesFrom(id, activityId, false);
        await activities.cancel(activityId, userId, reason);
        return view(id);
      }
      const dates =
        scope === 'following' && activityId
          ? await datesFrom(id, activityId, true)
          : await activities.ofSeries(id);
      const cancelled = await activities.cancelDates(
        dates.map((date) => date._id.toString()),
        reason,
      );
      if (cancelled.length === 0) throw badRequest(M.nothingToCancel);
      return view(id);
    },

    /** Every upcoming date the student is not in yet, in one action. */
    async joinAll(id: string, userId: string) {
      const { activities: dates } = await view(id);
      const joined = await activities.joinDates(
        dates.map((date) => date._id.toString()),
        userId,
      );
      if (joined === 0) throw badRequest(M.nothingToJoin);
      return view(id);
    },
  };
}

export type SeriesService = ReturnType<typeof createSeriesService>;
