/**
 * Loads start-api.ts and all it imports, the bulk of a start. The build makes them one CommonJS
 * file, dist/start-api.cjs, run with the V8 code cache written beside it (lib/compile-cache.ts);
 * from source (`pnpm dev`, the tests) it is a plain import().
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { runWithCodeCache } from './lib/compile-cache';
import type * as StartApi from './start-api';

const FILES = {
  built: new URL('./start-api.cjs', import.meta.url),
  // Not a literal import(): the build must not bundle start-api.ts a second time, as a chunk.
  source: new URL('./start-api.ts', import.meta.url),
};

export async function loadApi(): Promise<typeof StartApi> {
  if (existsSync(FILES.built))
    return (await runWithCodeCache(fileURLToPath(FILES.built))) as typeof StartApi;
  return (await import(FILES.source.href)) as typeof StartApi;
}
