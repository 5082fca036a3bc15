/**
 * The entry of the embedded server's own thread (see in-worker.ts): starts the server with the
 * options it was given, reports where it listens, and on the first message stops it cleanly —
 * the journal flushed, compacted and closed — before the thread ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { startEmbeddedMongo, type EmbeddedMongoOptions } from './server';

const parent = parentPort!;
// A failure to start is thrown out of this module: the spawning thread sees it as the worker's error.
const server = await startEmbeddedMongo(workerData as EmbeddedMongoOptions);
parent.postMessage({ uri: server.uri, port: server.port, damage: server.damage });
parent.once('message', () => {
  void server.stop().then(() => parent.close());
});
