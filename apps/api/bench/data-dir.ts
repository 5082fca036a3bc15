/** Data directories for the benchmarks, filled by the repo's community generator. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { emailOf, generateCommunity } from '@/scripts/generate-community';
import { openScriptDatabase } from '@/scripts/script-database';

/** The first `sampleUsers` students sign in with this password. */
export const BENCH_PASSWORD = 'benchmark-pass';

export const sampleLogin = (index = 0) => ({ email: emailOf(index), password: BENCH_PASSWORD });

/** A data directory for the embedded database with `users` students and `activities` activities. */
export async function seededDataDir(
  users: number,
  activities: number,
  sampleUsers = 1,
): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-bench-'));
  const database = await openScriptDatabase({ dataDir });
  try {
    await generateCommunity({ users, activities, samplePassword: BENCH_PASSWORD, sampleUsers });
    // Index builds are part of the seeding, not of what is measured.
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  } finally {
    await database.close();
  }
  return dataDir;
}
