import mongoose from 'mongoose';
import { startEmbeddedMongo } from '@peerconnect/embedded-mongo';
import { createLogger } from './logger';
// Registers the students' model: connecting makes the indexes of every registered model.
import '@/modules/users';
import { connectDatabase, disconnectDatabase } from './db';

/** Waits until `check` holds, polling; fails after `ms`. */
async function eventually(check: () => boolean, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((tick) => setTimeout(tick, 50));
  }
}

describe('connecting to the database', () => {
  it('when MONGODB_URI names a database nobody answers at, then the start gives up with a message naming the variable', async () => {
    const attempt = connectDatabase('mongodb://127.0.0.1:1/peerconnect', createLogger('silent'), {
      name: 'MONGODB_URI',
      attempts: 1,
      selectionTimeoutMs: 300,
    });
    await expect(attempt).rejects.toThrow(/^MONGODB_URI could not be reached after 1 attempts/);
  });

  it('when a connected database goes away and comes back, then the loss is logged as an error and the return as info', async () => {
    const lines: { level: number; msg: string }[] = [];
    const logger = createLogger('info', { write: (line: string) => lines.push(JSON.parse(line)) });
    const logged = (level: number, msg: string) =>
      lines.some((line) => line.level === level && line.msg === msg);
    const first = await startEmbeddedMongo();
    // Checked every half second instead of every 10 s, so the loss and the return show quickly.
    const uri = `mongodb://127.0.0.1:${first.port}/peerconnect?heartbeatFrequencyMS=500`;
    await connectDatabase(uri, logger, { name: 'MONGODB_URI' });

    await first.stop();
    await eventually(() => logged(50, 'database connection lost'), 'the loss in the log');
    const again = await startEmbeddedMongo({ port: first.port });
    try {
      await eventually(() => logged(30, 'database reconnected'), 'the return in the log');
    } finally {
      await disconnectDatabase();
      await again.stop();
    }
  });

  it('when the API connects to an empty database, then its unique indexes exist before it is ready', async () => {
    const database = await startEmbeddedMongo();
    try {
      await connectDatabase(`${database.uri}peerconnect`, createLogger('silent'), {
        name: 'MONGODB_URI',
      });
      expect(await mongoose.connection.collection('users').indexes()).toContainEqual(
        expect.objectContaining({ key: { email: 1 }, unique: true }),
      );
    } finally {
      await disconnectDatabase();
      await database.stop();
    }
  });
});
