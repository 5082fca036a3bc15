import { mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { dataDirPerTest, withAppDatabase } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-modes-');
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('the data directory', () => {
  it('when data is written, then the folder is 0700 and every file in it 0600, from the first write', async () => {
    const dbPath = join(dataDir(), 'db');
    await withAppDatabase(dbPath, async (db) => {
      await db.collection('users').insertOne({ email: 'ana@uni.example', passwordHash: 'x' });
      expect(modeOf(dbPath)).toBe(0o700);
      for (const file of readdirSync(dbPath))
        expect([file, modeOf(join(dbPath, file))]).toEqual([file, 0o600]);
    });
    // Stopping writes the snapshot.
    expect(readdirSync(dbPath)).toEqual(expect.arrayContaining(['journal.bin', 'snapshot.bin']));
    for (const file of readdirSync(dbPath))
      expect([file, modeOf(join(dbPath, file))]).toEqual([file, 0o600]);
  });

  it('when an older version left the folder readable by everyone, then it is made private at start', async () => {
    const dbPath = join(dataDir(), 'db');
    mkdirSync(dbPath, { mode: 0o755 });
    await withAppDatabase(dbPath, async () => {
      expect(modeOf(dbPath)).toBe(0o700);
    });
  });
});
