/**
 * Storage rules both chats share: server order (createdAt, then _id), history pages, and
 * idempotent inserts keyed by (sender, clientId). Inserts of the same tick go to the database as
 * one insertMany, each answered only once its batch is stored: a burst of messages then costs one
 * command, and their deliveries leave in the same tick, so each client's socket writes them at once.
 */
import { CHAT_MESSAGES as M, LIMITS, type MessageRemover } from '@peerconnect/contracts';
import { randomUUID } from 'node:crypto';
import mongoose, { type Collection, type Model, type QueryFilter } from 'mongoose';
import { conflict, notFound } from '@/lib/app-error';
import { batchPerTick } from './tick-batch';

/** What both message models have; the rest differs by chat. */
export interface MessageFields {
  sender: mongoose.Types.ObjectId;
  clientId: string;
  createdAt: Date;
}
export type Stored<R> = R & { _id: mongoose.Types.ObjectId };

const OLDEST_FIRST = { createdAt: 1, _id: 1 } as const;
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

export const objectId = (id: string) => new mongoose.Types.ObjectId(id);

/** The key of a message sent without one (as clients that make none send them): stored once, like any. */
export const clientIdOrNew = (clientId: string | undefined) => clientId ?? `server-${randomUUID()}`;

/** Mongoose cannot type a filter for a model given as a type parameter; these are built for any message model. */
const filterOf = <R>(filter: Record<string, unknown>) => filter as QueryFilter<R>;

/** Where a history page starts: the latest, what came after a message, or what came before one. */
export interface PageCursor {
  after?: string;
  before?: string;
}

/** The message `id` of this chat, to page from; 404 when the chat has none by that id. */
async function anchorOf<R extends MessageFields>(
  model: Model<R>,
  scope: Record<string, unknown>,
  id: string,
) {
  const anchor = await model
    .findOne(filterOf<R>({ ...scope, _id: objectId(id) }))
    .select({ createdAt: 1 })
    .lean<Pick<Stored<R>, '_id' | 'createdAt'>>();
  if (!anchor) throw notFound(M.messageNotFound);
  return anchor;
}

/**
 * A page of one chat (`scope`), oldest first: the latest messages; those after `after` (what a
 * reconnecting client missed; it asks again while it gets a full page); or those before `before`
 * (scrolling back). Cursors are message ids in server order, so messages arriving meanwhile never
 * shift a page.
 */
export async function historyPage<R extends MessageFields>(
  model: Model<R>,
  scope: Record<string, unknown>,
  { after, before }: PageCursor = {},
): Promise<Stored<R>[]> {
  const size = LIMITS.chatPageSize;
  const newest = (filter: Record<string, unknown>) =>
    model.find(filterOf<R>(filter)).sort(NEWEST_FIRST).limit(size).lean<Stored<R>[]>();
  if (before) {
    const anchor = await anchorOf(model, scope, before);
    return (await newest({ ...scope, ...beyond(anchor, '$lt', '$lte') })).reverse();
  }
  if (!after) return (await newest(scope)).reverse();
  const anchor = await anchorOf(model, scope, after);
  return model
    .find(filterOf<R>({ ...scope, ...beyond(anchor, '$gt', '$gte') }))
    .sort(OLDEST_FIRST)
    .limit(size)
    .lean<Stored<R>[]>();
}

/**
 * The last message of each of these chats (`chat`: the field naming a message's chat) with
 * `fields`, in one aggregation: the (chat, createdAt, _id) index gives each chat's newest first.
 */
export async function lastMessagesOf<L>(
  model: Pick<Model<MessageFields>, 'aggregate'>,
  chat: string,
  chatIds: unknown[],
  fields: (keyof L & string)[],
): Promise<Map<string, L>> {
  const rows = await model.aggregate<{ _id: { toString(): string }; last: L }>([
    { $match: { [chat]: { $in: chatIds } } },
    { $sort: { [chat]: 1, ...NEWEST_FIRST } },
    {
      $group: {
        _id: `$${chat}`,
        last: { $first: Object.fromEntries(fields.map((field) => [field, `$${field}`])) },
      },
    },
  ]);
  return new Map(rows.map((row) => [row._id.toString(), row.last]));
}

/**
 * Messages strictly before or after `anchor` in server order (createdAt, then _id). Written flat,
 * with the range on createdAt beside the chat's own fields, so the (chat, createdAt, _id) index
 * bounds the walk (a filter nested in $and would read the whole collection); the $or settles ties.
 */
function beyond(
  anchor: { _id: mongoose.Types.ObjectId; createdAt: Date },
  strictly: '$lt' | '$gt',
  orEqual: '$lte' | '$gte',
) {
  return {
    createdAt: { [orEqual]: anchor.createdAt },
    $or: [
      { createdAt: { [strictly]: anchor.createdAt } },
      { createdAt: anchor.createdAt, _id: { [strictly]: anchor._id } },
    ],
  };
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown }).code === 11000;

type Document = Record<string, unknown>;

/**
 * Inserts `documents` independently of each other (ordered: false): the failures by index, none
 * if all were stored. A failure of the command as a whole is thrown.
 */
async function insertEach(collection: Collection, documents: Document[]) {
  try {
    await collection.insertMany(documents, { ordered: false });
    return new Map<number, unknown>();
  } catch (error) {
    if (!(error instanceof mongoose.mongo.MongoBulkWriteError)) throw error;
    const writeErrors = [error.writeErrors].flat();
    if (writeErrors.length === 0) throw error;
    return new Map<number, unknown>(writeErrors.map((failure) => [failure.index, failure]));
  }
}

const batchedInserts = new WeakMap<Collection, (document: Document) => Promise<void>>();

/** Stores `document` along with the other inserts into `collection` made in the same tick. */
function insertBatched(collection: Collection, document: Document): Promise<void> {
  let insert = batchedInserts.get(collection);
  if (!insert) {
    insert = batchPerTick<Document, void>(async (calls) => {
      const failures = await insertEach(
        collection,
        calls.map((call) => call.input),
      );
      calls.forEach((call, index) =>
        failures.has(index) ? call.reject(failures.get(index)) : call.resolve(),
      );
    });
    batchedInserts.set(collection, insert);
  }
  return insert(document);
}

/**
 * Inserts a message once per (sender, clientId). A repeat, even one racing the first, gets the
 * stored message back with `isNew: false`; a client id reused for another chat is refused. The
 * fields were checked by the contracts' schemas, so the document is written as it is, without
 * building a mongoose document.
 */
export async function storeOnce<R extends MessageFields>(
  model: Model<R>,
  fields: Omit<R, 'createdAt'>,
  sameChat: (stored: Stored<R>) => boolean,
): Promise<{ record: Stored<R>; isNew: boolean }> {
  const record = { ...fields, _id: new mongoose.Types.ObjectId(), createdAt: new Date() };
  try {
    await insertBatched(model.collection, record);
    return { record: record as Stored<R>, isNew: true };
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const { sender, clientId } = fields;
    const stored = await model.findOne(filterOf<R>({ sender, clientId })).lean<Stored<R>>();
    if (!stored || !sameChat(stored)) throw conflict(M.invalidClientId);
    return { record: stored, isNew: false };
  }
}

/** Gives a message new text; null when it is gone (deleted, possibly a moment ago). */
export function editStored<R extends MessageFields>(model: Model<R>, id: string, content: string) {
  return model
    .findOneAndUpdate(
      filterOf<R>({ _id: objectId(id), deletedBy: { $exists: false } }),
      { $set: { content, editedAt: new Date() } },
      { returnDocument: 'after' },
    )
    .lean<Stored<R>>();
}

/** Deletes a message: its text is erased, who removed it is kept for the placeholder. */
export async function eraseStored<R extends MessageFields>(
  model: Model<R>,
  id: string,
  by: MessageRemover,
): Promise<Stored<R>> {
  const erased = await model
    .findOneAndUpdate(
      filterOf<R>({ _id: objectId(id) }),
      { $set: { content: '', deletedAt: new Date(), deletedBy: by }, $unset: { editedAt: 1 } },
      { returnDocument: 'after' },
    )
    .lean<Stored<R>>();
  if (!erased) throw notFound(M.messageNotFound);
  return erased;
}
