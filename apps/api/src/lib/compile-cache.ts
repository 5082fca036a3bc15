/**
 * V8's code caches, the one place the API's start uses them. Compiling the bundle's JavaScript was
 * the largest single cost of a start, which a free host's tenth of a CPU makes seconds long.
 * - The app itself (dist/start-api.cjs: start-api.ts and every package it loads, one CommonJS
 *   file) runs through `runWithCodeCache`, with the cache the build wrote beside it
 *   (`write-code-cache.ts`, after `tsup`): part of the image, so a host that wipes its disk at
 *   every wake still has it, on any Node. V8 refuses a cache from another Node version; the file
 *   is then compiled from source as without one.
 * - Everything else (the start's own small entry, the packages left outside the bundle, the worker
 *   threads) uses Node's own compile cache where Node has it (22.1+, as in the Docker image; on
 *   Node 20 `enableCompileCache` does nothing), kept under the data directory.
 * A cache Node cannot use or write is ignored, never an error.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import nodeModule, { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Script } from 'node:vm';

/** The parts of node:module's API that Node 20's types do not know yet. */
interface CompileCacheApi {
  enableCompileCache?: (directory: string) => unknown;
  flushCompileCache?: () => void;
}

const compileCache = nodeModule as unknown as CompileCacheApi;

/** Caches the code of every module loaded after this call in `directory` (Node 22.1+). */
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

const cacheOf = (file: string) => `${file}.cache`;

/** A CommonJS file as Node's loader wraps it, compiled with its code cache when there is one. */
function compile(file: string, source: string, cachedData: Buffer | undefined): Script {
  return new Script(`(function (exports, require, module, __filename, __dirname) { ${source}\n})`, {
    filename: file,
    cachedData,
  });
}

function run(script: Script, file: string): unknown {
  const module = { exports: {} };
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  wrapper(module.exports, createRequire(file), module, file, dirname(file));
  return module.exports;
}

/**
 * Runs the CommonJS `file` (compiled with its code cache, if V8 accepts it); returns its exports.
 * The files are read without blocking, so the server answers health checks meanwhile.
 */
export async function runWithCodeCache(file: string): Promise<unknown> {
  const cache = cacheOf(file);
  const [source, cachedData] = await Promise.all([
    readFile(file, 'utf8'),
    existsSync(cache) ? readFile(cache) : undefined,
  ]);
  return run(compile(file, source, cachedData), file);
}

/**
 * Runs `file` as a start does (its modules' top level, which is what a start compiles) and writes
 * the code V8 compiled meanwhile as its cache.
 */
export function writeCodeCache(file: string): void {
  rmSync(cacheOf(file), { force: true });
  const script = compile(file, readFileSync(file, 'utf8'), undefined);
  run(script, file);
  writeFileSync(cacheOf(file), script.createCachedData());
}
