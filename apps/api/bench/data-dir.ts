/** Data directories for the benchmarks, filled by the repo's community generator. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { UserModel } from '@/modules/users/user.model';
import { emailOf, generateCommunity } from '@/scripts/generate-community';
import { openScriptDatabase } from '@/scripts/script-database';

/** The first `sampleUsers` students sign in with this password. */
export const BENCH_PASSWORD = 'benchmark-pass';

export const sampleLogin = (index = 0) => ({ email: emailOf(index), password: BENCH_PASSWORD });

export interface SeededData {
  dataDir: string;
  /** The ids of the students who can sign in, in order. */
  sampleUserIds: string[];
}

/** A data directory for the embedded database with `users` students and `activities` activities. */
export async function seededDataDir(
  users: number,
  activities: number,
  sampleUsers = 1,
): Promise<SeededData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-bench-'));
  const database = await openScriptDatabase({ dataDir });
  try {
    await generateCommunity({ users, activities, samplePassword: BENCH_PASSWORD, sampleUsers });
    // Index builds are part of the seeding, not of what is measured.
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
    const emails = Array.from({ length: sampleUsers }, (_, i) => emailOf(i));
    const samples = await UserModel.find({ email: { $in: emails } }, { email: 1 }).lean();
    const idOf = new Map(samples.map((user) => [user.email, user._id.toString()]));
    return { dataDir, sampleUserIds: emails.map((email) => idOf.get(email)!) };
  } finally {
    await database.close();
  }
}
