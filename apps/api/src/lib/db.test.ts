import { createLogger } from './logger';
import { connectDatabase } from './db';

describe('connecting to the database', () => {
  it('when MONGODB_URI names a database nobody answers at, then the start gives up with a message naming the variable', async () => {
    const attempt = connectDatabase('mongodb://127.0.0.1:1/peerconnect', createLogger('silent'), {
      name: 'MONGODB_URI',
      attempts: 1,
      selectionTimeoutMs: 300,
    });
    await expect(attempt).rejects.toThrow(/^MONGODB_URI could not be reached after 1 attempts/);
  });
});
