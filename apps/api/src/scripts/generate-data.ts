/**
 * pnpm --filter @peerconnect/api generate-data [--users 100000] [--activities 100000] [--seed 1]
 *   [--friends 10] [--sample-users 5 --sample-password secret123] [--fresh]
 *   [--uri mongodb://…] [--data-dir ./.data]
 * Fills MONGODB_URI (or --uri), else the embedded database under DATA_DIR (or --data-dir), the
 * same place the API reads. --fresh empties that database first.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startEmbeddedMongo, type EmbeddedMongo } from '@peerconnect/embedded-mongo';
import mongoose from 'mongoose';
import { loadConfig } from '@/config/env';
import { generateCommunity } from './generate-community';

const APP_ROOT = fileURLToPath(new URL('../..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '100000' },
    activities: { type: 'string', default: '100000' },
    seed: { type: 'string', default: '1' },
    friends: { type: 'string', default: '10' },
    'sample-users': { type: 'string' },
    'sample-password': { type: 'string' },
    fresh: { type: 'boolean', default: false },
    uri: { type: 'string' },
    'data-dir': { type: 'string' },
  },
});

function count(name: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

const say = (line: string) => process.stdout.write(`${line}\n`);
const elapsed = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const config = loadConfig(undefined, APP_ROOT);
  let uri = args.uri ?? config.mongodbUri;
  let embedded: EmbeddedMongo | undefined;
  if (!uri) {
    const dataDir = args['data-dir'] ?? config.dataDir;
    embedded = await startEmbeddedMongo({ dbPath: join(dataDir, 'db') });
    uri = `${embedded.uri}peerconnect`;
    say(`embedded database in ${dataDir}`);
  }
  await mongoose.connect(uri);
  try {
    if (args.fresh) await mongoose.connection.dropDatabase();
    const started = performance.now();
    const result = await generateCommunity({
      users: count('users', args.users) ?? 0,
      activities: count('activities', args.activities) ?? 0,
      seed: count('seed', args.seed),
      friendsPerUser: count('friends', args.friends),
      sampleUsers: count('sample-users', args['sample-users']),
      samplePassword: args['sample-password'],
      onProgress: (line) => say(`${elapsed(started)} ${line}`),
    });
    say(
      `${result.users} users, ${result.friendships} friendships, ${result.activities} activities in ${elapsed(started)}`,
    );
    for (const login of result.sampleLogins)
      say(`sample login: ${login.email} (${login.username})`);
  } finally {
    await mongoose.disconnect();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
