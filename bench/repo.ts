/** Where the benchmarks find what they measure, and the report they write, in this repository. */
import { fileURLToPath } from 'node:url';

const inRepo = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

/** The API package: its built entry is `dist/index.js`. */
export const API_DIR = inRepo('apps/api');
/** The web package: its build is `dist/`. */
export const WEB_DIR = inRepo('apps/web');
/** The embedded database's command line, run through tsx. */
export const EMBEDDED_MONGO_CLI = inRepo('packages/embedded-mongo/src/cli.ts');
/** Each benchmark rewrites its own section of this file. */
export const REPORT_FILE = inRepo('docs/benchmarks.md');
