/** Data directories for the benchmarks, filled by the repo's community generator. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { studentsByEmails } from '@api/modules/users';
import { emailOf, generateCommunity } from '@api/scripts/generate-community';
import { openScriptDatabase } from '@api/scripts/script-database';

/** The first `sampleUsers` students sign in with this password. */
export const BENCH_PASSWORD = 'benchmark-pass';

export const sampleLogin = (index = 0) => ({ email: emailOf(index), password: BENCH_PASSWORD });

/** A change made to the generated data before it is kept, named so its cache is its own. */
export interface Reshape {
  name: string;
  apply(): Promise<void>;
}

export interface SeededData {
  dataDir: string;
  /** The ids of the students who can sign in, in order. */
  sampleUserIds: string[];
}

/** Fills `dataDir` for the embedded database with `users` students and `activities` activities. */
async function fillDataDir(
  dataDir: string,
  users: number,
  activities: number,
  sampleUsers: number,
  reshape?: Reshape,
): Promise<SeededData> {
  const database = await openScriptDatabase({ dataDir });
  try {
    await generateCommunity({ users, activities, samplePassword: BENCH_PASSWORD, sampleUsers });
    await reshape?.apply();
    // Index builds are part of the seeding, not of what is measured.
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
    const emails = Array.from({ length: sampleUsers }, (_, i) => emailOf(i));
    const samples = await studentsByEmails(emails, ['email']);
    const idOf = new Map(samples.map((user) => [user.email, user._id.toString()]));
    return { dataDir, sampleUserIds: emails.map((email) => idOf.get(email)!) };
  } finally {
    await database.close();
  }
}

/** A fresh data directory with `users` students and `activities` activities. */
export async function seededDataDir(
  users: number,
  activities: number,
  sampleUsers = 1,
): Promise<SeededData> {
  const dataDir = mkdtempSync(join(tmpdir(), 'peerconnect-bench-'));
  return fillDataDir(dataDir, users, activities, sampleUsers);
}

/**
 * The same, generated once and kept in the system's temporary directory for later runs (the
 * generator is deterministic, so the data is the same): worth it when generating takes minutes.
 * Only a directory whose generation finished (its `seeded.json` written last) is reused.
 */
export async function cachedDataDir(
  users: number,
  activities: number,
  sampleUsers = 1,
  reshape?: Reshape,
): Promise<SeededData> {
  const dataDir = join(
    tmpdir(),
    'peerconnect-bench-cache',
    [users, activities, sampleUsers, ...(reshape ? [reshape.name] : [])].join('-'),
  );
  const marker = join(dataDir, 'seeded.json');
  if (existsSync(marker)) return JSON.parse(readFileSync(marker, 'utf8')) as SeededData;
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const seeded = await fillDataDir(dataDir, users, activities, sampleUsers, reshape);
  writeFileSync(marker, JSON.stringify(seeded));
  return seeded;
}
