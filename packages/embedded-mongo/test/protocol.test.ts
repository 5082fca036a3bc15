import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { serialize } from 'bson';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo } from '../src';

let server: EmbeddedMongo;
beforeAll(async () => {
  server = await startEmbeddedMongo();
});
afterAll(() => server.stop());

/** Sends raw bytes on a fresh connection and resolves when the server has closed it or replied. */
function sendRaw(bytes: Buffer): Promise<void> {
  return new Promise((done) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.end(bytes));
    socket.on('data', () => socket.destroy());
    socket.on('close', () => done());
    socket.on('error', () => done());
    socket.setTimeout(500, () => socket.destroy());
  });
}

function opMsg(command: object): Buffer {
  const body = Buffer.from(serialize(command));
  const message = Buffer.alloc(21 + body.length);
  message.writeInt32LE(message.length, 0);
  message.writeInt32LE(1, 4);
  message.writeInt32LE(2013, 12);
  body.copy(message, 21);
  return message;
}

async function stillServes(): Promise<boolean> {
  const client = await new MongoClient(server.uri, { serverSelectionTimeoutMS: 2000 }).connect();
  const reply = await client.db('admin').command({ ping: 1 });
  await client.close();
  return reply.ok === 1;
}

describe('malformed input', () => {
  it('when a message claims an absurd length, then that connection closes and the server keeps serving', async () => {
    const header = Buffer.alloc(16);
    header.writeInt32LE(1_000_000_000, 0);
    await sendRaw(header);
    expect(await stillServes()).toBe(true);
  });

  it('when random bytes and mutated valid messages arrive, then the server never goes down', async () => {
    const valid = opMsg({
      insert: 'fuzz',
      documents: [{ a: 1, b: 'text', c: [1, 2, { d: null }] }],
      $db: 'fuzz',
    });
    for (let round = 0; round < 150; round += 1) {
      const mutated = Buffer.from(valid);
      for (let flips = 0; flips < 1 + (round % 8); flips += 1) {
        mutated[Math.floor(Math.random() * mutated.length)] = Math.floor(Math.random() * 256);
      }
      await sendRaw(
        round % 3 === 0
          ? randomBytes(1 + (round % 64))
          : mutated.subarray(0, round % 5 === 0 ? round % mutated.length : undefined),
      );
    }
    expect(await stillServes()).toBe(true);
  });

  it('when a well-formed message carries an unsupported opcode, then only that connection closes', async () => {
    const message = opMsg({ ping: 1, $db: 'admin' });
    message.writeInt32LE(2012, 12);
    await sendRaw(message);
    expect(await stillServes()).toBe(true);
  });
});

describe('many clients', () => {
  it('when 40 clients write at the same time, then every write lands', async () => {
    const clients = await Promise.all(
      Array.from({ length: 40 }, () => new MongoClient(server.uri, { maxPoolSize: 2 }).connect()),
    );
    await Promise.all(
      clients.map((client, i) =>
        client
          .db('load')
          .collection('hits')
          .insertMany(Array.from({ length: 25 }, (_, j) => ({ i, j }))),
      ),
    );
    expect(await clients[0]!.db('load').collection('hits').countDocuments()).toBe(1000);
    await Promise.all(clients.map((client) => client.close()));
  });
});
