/**
 * Start-up, ordered so a sleeping free-tier host answers its wake-up ping as early as possible:
 * config → HTTP server listening with only the startup gate (health answers 'starting', other
 * requests are held) → the app, socket.io and mongoose loaded by load-api.ts (start-api.ts) take
 * over the server and answer the held requests → database. The embedded database (no MONGODB_URI)
 * starts loading in its own thread right after listening, so its data loads on the other core while
 * this thread loads the app's modules. socket.io shares the HTTP server (path
 * /socket.io). SIGTERM/SIGINT: see RunningApi.shutdown; one during loading is carried out as soon
 * as the app is there to shut down cleanly.
 */
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startEmbeddedMongoInWorker } from '@peerconnect/embedded-mongo/worker';
import { loadConfig } from './config/env';
import { startupGate } from './http/startup-gate';
import { enableCompileCache, saveCompileCache } from './lib/compile-cache';
import { loadApi } from './load-api';

// src/index.ts and dist/index.js both sit one level below apps/api.
const APP_ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Listens on `port`; a port already taken ends the start with one line saying so. */
function listen(server: Server, port: number): Promise<void> {
  return new Promise((listening, failed) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      failed(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use: stop what runs there or set PORT to another port.`,
            )
          : error,
      ),
    );
    server.listen(port, listening);
  });
}

async function main(): Promise<void> {
  const config = loadConfig(undefined, APP_ROOT);
  // Before the app's modules are imported: they are most of what a start waits for.
  enableCompileCache(join(config.dataDir, 'compile-cache'));
  const server = createServer();
  const gate = startupGate(server);
  let pendingSignal: string | undefined;
  let stop = (signal: string) => {
    pendingSignal ??= signal;
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await listen(server, config.port);
  const database =
    config.mongodbUri ??
    startEmbeddedMongoInWorker({
      dbPath: join(config.dataDir, 'db'),
      onDamage: config.embeddedOnDamage,
      // No TCP port: nothing else on the machine can read or write the data.
      privateSocket: true,
    });
  // A start failure is reported by connect(), which awaits it; this only keeps it from counting as
  // unhandled while the app's modules load.
  if (typeof database !== 'string') void database.catch(() => undefined);
  const { startApi } = await loadApi();
  const api = await startApi(config, server, gate, database);
  saveCompileCache();
  stop = api.shutdown;
  if (pendingSignal) return api.shutdown(pendingSignal);
  await api.connect();
}

main().catch((error: unknown) => {
  // Config errors name every bad key in their message; a stack trace would only hide it.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
