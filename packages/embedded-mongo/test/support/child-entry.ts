import { startEmbeddedMongo } from '../../src';
import './exit-with-parent';

const server = await startEmbeddedMongo({ dbPath: process.argv[2] });
process.stdout.write(`listening on ${server.uri}\n`);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
