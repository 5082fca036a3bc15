import { parseArgs } from 'node:util';
import { startEmbeddedMongo } from './server';
import { describeDamage } from './storage/damage';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '27017' },
    dbpath: { type: 'string' },
    bind_ip: { type: 'string', default: '127.0.0.1' },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`embedded-mongo: --port must be a port number, got ${values.port}`);
  process.exit(2);
}

const server = await startEmbeddedMongo({ port, dbPath: values.dbpath, host: values.bind_ip });
if (server.damage.length > 0)
  console.error(`embedded-mongo: skipped damaged records: ${describeDamage(server.damage)}`);
process.stdout.write(
  `embedded-mongo listening on ${server.uri} (${values.dbpath ? `data in ${values.dbpath}` : 'in memory'})\n`,
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.stop().then(() => process.exit(0));
  });
}
