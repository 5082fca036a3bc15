import type { MongooseQueryMiddleware, Schema } from 'mongoose';

/** A write to a collection, as far as mongoose can tell from the call. */
export interface Write {
  kind: 'insert' | 'update' | 'delete';
  /** Top-level fields the update may change; undefined when it may change any (replace, pipeline). */
  fields?: string[];
  /** The written document's id, when the filter names exactly one. */
  id?: string;
}

const QUERY_UPDATES: MongooseQueryMiddleware[] = [
  'updateOne',
  'updateMany',
  'findOneAndUpdate',
  'replaceOne',
  'findOneAndReplace',
];
const QUERY_DELETES: MongooseQueryMiddleware[] = ['deleteOne', 'deleteMany', 'findOneAndDelete'];
const QUERY_ONLY = { document: false, query: true } as const;

const topLevel = (path: string) => path.split('.', 1)[0] ?? path;

/** The fields an update document touches: `{ $set: { a: 1 }, $inc: { b: 1 } }` → a, b. */
function fieldsOf(update: unknown): string[] | undefined {
  if (!update || typeof update !== 'object' || Array.isArray(update)) return undefined;
  return Object.entries(update).flatMap(([key, value]) =>
    key.startsWith('$') ? Object.keys(value as object).map(topLevel) : [topLevel(key)],
  );
}

function idOf(filter: Record<string, unknown>): string | undefined {
  const id = filter._id;
  if (typeof id === 'string') return id;
  return id && typeof id === 'object' && '_bsontype' in id ? String(id) : undefined;
}

/**
 * Calls `onWrite` after every write mongoose makes to the schema's collection, once it is stored
 * and before the caller's await returns. Writes that bypass mongoose (`Model.collection`, scripts)
 * are not seen: the caches fed from this expire on their own as well.
 */
export function publishWrites(schema: Schema, onWrite: (write: Write) => void): void {
  schema.post(QUERY_UPDATES, QUERY_ONLY, function () {
    onWrite({ kind: 'update', id: idOf(this.getFilter()), fields: fieldsOf(this.getUpdate()) });
  });
  schema.post(QUERY_DELETES, QUERY_ONLY, function () {
    onWrite({ kind: 'delete', id: idOf(this.getFilter()) });
  });
  schema.pre('save', function () {
    this.$locals.write = {
      kind: this.isNew ? 'insert' : 'update',
      fields: this.isNew ? undefined : this.modifiedPaths().map(topLevel),
      id: String(this._id),
    } satisfies Write;
  });
  schema.post('save', function () {
    onWrite(this.$locals.write as Write);
  });
  schema.post('deleteOne', { document: true, query: false }, function () {
    onWrite({ kind: 'delete', id: String(this._id) });
  });
  schema.post('insertMany', () => onWrite({ kind: 'insert' }));
  schema.post('bulkWrite', () => onWrite({ kind: 'update' }));
}
