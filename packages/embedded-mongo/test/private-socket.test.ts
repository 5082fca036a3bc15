import { statSync } from 'node:fs';
import { connect } from 'node:net';
import { startEmbeddedMongo } from '../src';
import { dataDirPerTest, withClient } from './support/data-dir';

const dataDir = dataDirPerTest('embedded-mongo-socket-');

describe('the private socket', () => {
  it('when asked for, then the server is reached through a Unix socket in a folder only its owner can enter, and no TCP port', async () => {
    const server = await startEmbeddedMongo({ dbPath: dataDir(), privateSocket: true });
    const socketPath = decodeURIComponent(server.uri.slice('mongodb://'.length, -1));
    expect(socketPath).toBe(`${dataDir()}/socket/mongod.sock`);
    expect(server.port).toBe(0);
    expect(statSync(`${dataDir()}/socket`).mode & 0o777).toBe(0o700);
    const names = await withClient(server.uri, async (client) => {
      await client.db('app').collection('notes').insertOne({ text: 'over the socket' });
      return client.db('app').collection('notes').distinct('text');
    });
    expect(names).toEqual(['over the socket']);
    await server.stop();

    // Started again (the socket of the first is gone or left over): it answers on the same path.
    const again = await startEmbeddedMongo({ dbPath: dataDir(), privateSocket: true });
    expect(again.uri).toBe(server.uri);
    const count = await withClient(again.uri, (client) =>
      client.db('app').collection('notes').countDocuments(),
    );
    expect(count).toBe(1);
    await again.stop();
    await expect(
      new Promise((resolve, reject) =>
        connect(socketPath).on('connect', resolve).on('error', reject),
      ),
    ).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
