import { connect } from 'node:net';
import { randomBytes } from 'node:crypto';
import { serialize } from 'bson';
import { MongoClient, ObjectId } from 'mongodb';
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

/** An OP_MSG whose documents travel in a kind-1 document sequence, as the driver sends inserts. */
function opMsgWithSequence(command: object, id: string, documents: object[]): Buffer {
  const docs = documents.map((doc) => Buffer.from(serialize(doc)));
  const name = Buffer.from(`${id}\0`);
  const sequenceSize = 4 + name.length + docs.reduce((sum, doc) => sum + doc.length, 0);
  const sequenceHead = Buffer.alloc(5);
  sequenceHead.writeUInt8(1, 0);
  sequenceHead.writeInt32LE(sequenceSize, 1);
  const message = Buffer.concat([opMsg(command), sequenceHead, name, ...docs]);
  message.writeInt32LE(message.length, 0);
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

describe('framing', () => {
  it('when a message arrives a few bytes at a time, then it is answered once it is whole', async () => {
    const message = opMsg({ ping: 1, $db: 'admin' });
    const answered = await new Promise<boolean>((done) => {
      const socket = connect(server.port, '127.0.0.1', async () => {
        for (let at = 0; at < message.length; at += 3) {
          socket.write(message.subarray(at, at + 3));
          await new Promise((resume) => setTimeout(resume, 2));
        }
      });
      socket.on('data', (reply) => {
        done(reply.readInt32LE(8) === message.readInt32LE(4));
        socket.destroy();
      });
      socket.on('error', () => done(false));
    });
    expect(answered).toBe(true);
  });
});

describe('inserts without an _id', () => {
  it('when a client sends documents without _id, then each is stored with an ObjectId _id in first place', async () => {
    const collection = `assigned_${Math.random().toString(36).slice(2)}`;
    await sendRaw(
      opMsgWithSequence({ insert: collection, $db: 'raw' }, 'documents', [
        { title: 'desk', legs: 4 },
      ]),
    );
    const client = await new MongoClient(server.uri).connect();
    const [found] = await client.db('raw').collection(collection).find().toArray();
    expect(found?._id).toBeInstanceOf(ObjectId);
    expect(Object.keys(found ?? {})).toEqual(['_id', 'title', 'legs']);
    expect(await client.db('raw').collection(collection).findOne({ _id: found?._id })).toEqual(
      found,
    );
    await client.close();
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
