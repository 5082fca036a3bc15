/**
 * Collections and indexes, made when their definitions are new to the database: once built, a
 * digest of every model's index definitions is recorded as a migration (migrations.ts), so a start
 * on a database that has them costs one lookup instead of a createCollection and a createIndexes
 * per model, which a free host's tenth of a CPU pays for at every wake-up. A changed definition
 * gives a new digest, and the next start builds it. mongoose's own autoIndex/autoCreate are off on
 * the app's connection (db.ts), so this is the one place that builds them.
 */
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { runOnce } from './migrations';

/** A digest of the registered models' collections and index definitions (names, keys, options). */
export function indexDigest(): string {
  const definitions = Object.values(mongoose.models)
    .map((model) => [model.collection.collectionName, model.schema.indexes()] as const)
    .sort(([a], [b]) => a.localeCompare(b));
  return createHash('sha256').update(JSON.stringify(definitions)).digest('hex').slice(0, 16);
}

/**
 * Creates every registered model's collection and indexes unless this set of definitions was built
 * before; resolves with whether it built them.
 */
export async function ensureIndexesOnce(): Promise<boolean> {
  const built = await runOnce(`indexes.${indexDigest()}`, async () => {
    await Promise.all(
      Object.values(mongoose.models).map(async (model) => {
        await model.createCollection();
        await model.ensureIndexes();
      }),
    );
    return true;
  });
  return built ?? false;
}
