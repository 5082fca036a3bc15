/**
 * V8's code cache for the modules start-up loads, where Node has it (22.1+, as in the Docker image;
 * on Node 20 these do nothing): the app's chunk and its dependencies (express, mongoose,
 * socket.io...) are then compiled from the cache instead of from source at the next start. It is
 * kept under the data directory, which a host keeps between starts as it keeps the embedded
 * database (the image's /data volume); a cache Node cannot use or write is ignored, never an error.
 */
import nodeModule from 'node:module';

/** The parts of node:module's API that Node 20's types do not know yet. */
interface CompileCacheApi {
  enableCompileCache?: (directory: string) => unknown;
  flushCompileCache?: () => void;
}

const compileCache = nodeModule as unknown as CompileCacheApi;

/** Caches the code of every module loaded after this call in `directory`. */
export function enableCompileCache(directory: string): void {
  compileCache.enableCompileCache?.(directory);
}

/**
 * Writes what has been compiled so far (Node 22.10+; otherwise it is written at exit), so a start
 * that is killed later still leaves its cache for the next one.
 */
export function saveCompileCache(): void {
  compileCache.flushCompileCache?.();
}
