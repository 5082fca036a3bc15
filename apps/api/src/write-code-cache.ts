/**
 * The build's last step (package.json `build`, after tsup): writes dist/start-api.cjs's V8 code
 * cache with the Node that builds, which in the Docker image is the Node that runs it
 * (lib/compile-cache.ts).
 */
import { fileURLToPath } from 'node:url';
import { writeCodeCache } from './lib/compile-cache';

writeCodeCache(fileURLToPath(new URL('./start-api.cjs', import.meta.url)));
// Loading the app's modules leaves nothing that needs to finish (no server, no connection).
process.exit(0);
