import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedMongo, type EmbeddedMongo } from '@peerconnect/embedded-mongo';
import mongoose from 'mongoose';
import { loadConfig, type Config } from '@/config/env';

const APP_ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ScriptDatabase {
  /** Where the data went, for the script's report. */
  description: string;
  /** The configuration the API would read, for scripts that need more than the database. */
  config: Config;
  close(): Promise<void>;
}

/**
 * Connects mongoose to the database the API would use: MONGODB_URI (or `uri`), else the embedded
 * server on DATA_DIR (or `dataDir`), so a script fills exactly what `pnpm start` then serves.
 */
export async function openScriptDatabase(
  overrides: { uri?: string; dataDir?: string } = {},
): Promise<ScriptDatabase> {
  const config = loadConfig(undefined, APP_ROOT);
  let uri = overrides.uri ?? config.mongodbUri;
  let embedded: EmbeddedMongo | undefined;
  const dataDir = overrides.dataDir ?? config.dataDir;
  if (!uri) {
    embedded = await startEmbeddedMongo({ dbPath: join(dataDir, 'db') });
    uri = `${embedded.uri}peerconnect`;
  }
  await mongoose.connect(uri);
  return {
    description: embedded ? `the embedded database in ${dataDir}` : 'MONGODB_URI',
    config,
    close: async () => {
      await mongoose.disconnect();
      await embedded?.stop();
    },
  };
}
