import { startEmbeddedMongoInWorker } from '../../src/in-worker';
import './exit-with-parent';

// The server in a worker thread of this process, as the API runs it.
const server = await startEmbeddedMongoInWorker({ dbPath: process.argv[2] });
process.stdout.write(`listening on ${server.uri}\n`);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
