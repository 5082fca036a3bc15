import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startEmbeddedMongo } from '../src';
import { dataDirPerTest } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-lock-');

describe('one server per data directory', () => {
  it('when another running process holds the data directory, then opening it is refused with a message naming both', async () => {
    const dir = dataDir();
    // The test runner's parent: a process that is running and is not this one.
    writeFileSync(join(dir, 'mongod.lock'), String(process.ppid));
    await expect(startEmbeddedMongo({ dbPath: dir })).rejects.toThrow(
      `The data directory ${dir} is in use by process ${process.ppid}`,
    );
  });

  it('when the lock was left by a process that died, then it is taken over, and a clean stop releases it', async () => {
    const dir = dataDir();
    writeFileSync(join(dir, 'mongod.lock'), '999999999');
    const server = await startEmbeddedMongo({ dbPath: dir });
    expect(readFileSync(join(dir, 'mongod.lock'), 'utf8')).toBe(String(process.pid));
    await server.stop();
    const again = await startEmbeddedMongo({ dbPath: dir });
    await again.stop();
  });
});
