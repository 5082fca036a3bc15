/**
 * Data migrations run at start-up, each once per database: a finished one leaves its name in the
 * `migrations` collection, so later starts skip it with one lookup by id instead of searching the
 * data again (a search over every student held back the first sign-in after a wake-up).
 */
import mongoose, { Schema } from 'mongoose';

const MigrationModel = mongoose.model(
  'Migration',
  new Schema({ _id: String, finishedAt: Date }, { versionKey: false }),
);

/**
 * Runs `migrate` unless a run of the same name finished before; resolves with its result, or
 * undefined when skipped. A run cut short (a crash, a shutdown) is not recorded and runs again, so
 * a migration must be safe to repeat.
 */
export async function runOnce<T>(name: string, migrate: () => Promise<T>): Promise<T | undefined> {
  if (await MigrationModel.exists({ _id: name })) return undefined;
  const result = await migrate();
  await MigrationModel.updateOne(
    { _id: name },
    { $set: { finishedAt: new Date() } },
    { upsert: true },
  );
  return result;
}
