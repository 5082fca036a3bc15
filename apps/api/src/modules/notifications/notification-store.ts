import { LIMITS, NOTIFICATION_MESSAGES as M, type NotificationType } from '@peerconnect/contracts';
import mongoose from 'mongoose';
import { badRequest } from '@/lib/app-error';
import { NotificationModel, type NotificationRecord } from './notification.model';

type Id = mongoose.Types.ObjectId;
export const objectId = (id: string) => new mongoose.Types.ObjectId(id);
const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

/** What one event stores for each of its recipients. */
export interface NotificationFields {
  type: NotificationType;
  actor?: string;
  activity?: { id: string; title: string };
  changes?: { field: 'date' | 'location'; from: string; to: string }[];
  minutes?: number;
  reason?: string;
  activityGone?: boolean;
  /** Several dates of a series in one notification; `activity` is the first of them. */
  dates?: number;
  /** Events with the same group collapse into the recipient's unread notification of it. */
  group?: string;
  /** An event that may be attempted twice (a reminder) is stored once per recipient. */
  once?: string;
}

export type NotificationDocument = ReturnType<typeof documentFor>;

export function documentFor(recipient: string, fields: NotificationFields, at: Date) {
  return {
    recipient: objectId(recipient),
    type: fields.type,
    actors: fields.actor ? [objectId(fields.actor)] : [],
    ...(fields.activity
      ? { activity: objectId(fields.activity.id), activityTitle: fields.activity.title }
      : {}),
    ...(fields.changes ? { changes: fields.changes } : {}),
    ...(fields.minutes !== undefined ? { minutes: fields.minutes } : {}),
    ...(fields.reason ? { reason: fields.reason } : {}),
    ...(fields.activityGone ? { activityGone: true } : {}),
    ...(fields.dates && fields.dates > 1 ? { dates: fields.dates } : {}),
    ...(fields.group ? { groupKey: `${fields.type}:${fields.group}` } : {}),
    ...(fields.once ? { onceKey: `${fields.type}:${fields.once}:${recipient}` } : {}),
    // Written out: a lean insertMany applies no schema defaults.
    count: 1,
    read: false,
    at,
  };
}

/** Stores notifications made elsewhere (the seed), as given, in one command. */
export async function insertNotifications(documents: NotificationDocument[]): Promise<void> {
  await NotificationModel.init();
  await NotificationModel.insertMany(documents, { lean: true });
}

/**
 * Adds the event to the recipient's unread notification of its group (the actor first, once),
 * or starts one. The unique index on unread groups turns a racing second start into a retry.
 */
async function collapse(recipient: string, fields: NotificationFields, at: Date, retry = true) {
  const groupKey = `${fields.type}:${fields.group}`;
  const existing = await NotificationModel.findOne(
    { recipient: objectId(recipient), groupKey, read: false },
    { actors: 1 },
  ).lean<{ _id: Id; actors: Id[] }>();
  if (existing) {
    const actor = fields.actor ? objectId(fields.actor) : undefined;
    const actors = actor
      ? [actor, ...existing.actors.filter((other) => !other.equals(actor))]
      : existing.actors;
    const grown = await NotificationModel.findOneAndUpdate(
      { _id: existing._id, read: false },
      { $set: { actors, at }, $inc: { count: 1 } },
      { returnDocument: 'after' },
    ).lean<NotificationRecord>();
    if (grown) return { record: grown, isNew: false };
  }
  try {
    const created = await NotificationModel.create(documentFor(recipient, fields, at));
    return { record: created.toObject<NotificationRecord>(), isNew: true };
  } catch (error) {
    if (isDuplicateKey(error) && retry) return collapse(recipient, fields, at, false);
    throw error;
  }
}

/**
 * Stores the event for each recipient; answers with what was stored (new, or a collapsed one grown).
 * A `once` event already stored for a recipient is left out.
 */
export async function store(recipients: string[], fields: NotificationFields) {
  const at = new Date();
  if (fields.group || fields.once) {
    const stored: { record: NotificationRecord; isNew: boolean }[] = [];
    for (const recipient of recipients) {
      if (fields.group) {
        stored.push(await collapse(recipient, fields, at));
        continue;
      }
      try {
        const created = await NotificationModel.create(documentFor(recipient, fields, at));
        stored.push({ record: created.toObject<NotificationRecord>(), isNew: true });
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
      }
    }
    return stored;
  }
  const created = await NotificationModel.insertMany(
    recipients.map((recipient) => documentFor(recipient, fields, at)),
    { lean: true },
  );
  return created.map((record) => ({
    record: record as unknown as NotificationRecord,
    isNew: true,
  }));
}

/** Unread notifications of each student, in one query. */
export async function unreadCounts(recipients: string[]): Promise<Map<string, number>> {
  const rows = await NotificationModel.aggregate<{ _id: Id; count: number }>([
    { $match: { recipient: { $in: recipients.map(objectId) }, read: false } },
    { $group: { _id: '$recipient', count: { $sum: 1 } } },
  ]);
  return new Map(rows.map((row) => [row._id.toString(), row.count]));
}

export const unreadCount = (recipient: string) =>
  NotificationModel.countDocuments({ recipient: objectId(recipient), read: false });

/**
 * Keeps each student's newest LIMITS.notificationsKept; older ones go. One aggregation finds who
 * has more, so a run costs little when (as almost always) nobody has.
 */
export async function trimOverflowing(): Promise<number> {
  const over = await NotificationModel.aggregate<{ _id: Id }>([
    { $group: { _id: '$recipient', count: { $sum: 1 } } },
    { $match: { count: { $gt: LIMITS.notificationsKept } } },
  ]);
  let removed = 0;
  for (const { _id: recipient } of over) {
    const oldestKept = await NotificationModel.find({ recipient }, { at: 1 })
      .sort({ at: -1, _id: -1 })
      .skip(LIMITS.notificationsKept - 1)
      .limit(1)
      .lean();
    const edge = oldestKept[0];
    if (!edge) continue;
    const { deletedCount } = await NotificationModel.deleteMany({
      recipient,
      $or: [{ at: { $lt: edge.at } }, { at: edge.at, _id: { $lt: edge._id } }],
    });
    removed += deletedCount;
  }
  return removed;
}

const encodeCursor = (record: { at: Date; _id: Id }) =>
  Buffer.from(`${record.at.toISOString()}_${record._id.toString()}`).toString('base64url');

function decodeCursor(cursor: string) {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('_');
  const date = new Date(at ?? '');
  if (Number.isNaN(date.getTime()) || !id || !mongoose.isObjectIdOrHexString(id))
    throw badRequest(M.invalidCursor, 'VALIDATION');
  return { at: date, id: objectId(id) };
}

/** A page of the student's notifications, newest first, from a cursor. */
export async function page(recipient: string, limit: number, cursor?: string) {
  const after = cursor ? decodeCursor(cursor) : undefined;
  const rows = await NotificationModel.find({
    recipient: objectId(recipient),
    ...(after
      ? { $or: [{ at: { $lt: after.at } }, { at: after.at, _id: { $lt: after.id } }] }
      : {}),
  })
    .sort({ at: -1, _id: -1 })
    .limit(limit + 1)
    .lean<NotificationRecord[]>();
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
