#!/usr/bin/env node
// `pnpm start`: builds the web app and the API, then runs the API (node apps/api/dist/index.js).
// A script rather than a chain of pnpm commands, so that turbo's telemetry notice is turned off in
// any shell, and a clean stop (Ctrl-C) ends with the API's own exit code, not pnpm's ELIFECYCLE.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const build = spawnSync(
  'pnpm',
  [
    'exec',
    'turbo',
    'run',
    'build',
    '--filter=@peerconnect/api',
    '--filter=@peerconnect/web',
    '--output-logs=errors-only',
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
);
if (build.status !== 0) process.exit(build.status ?? 1);

// The flags of apps/api's start script and the Docker image (see the Dockerfile).
const api = spawn(process.execPath, ['--max-semi-space-size=16', 'dist/index.js'], {
  cwd: join(root, 'apps/api'),
  stdio: 'inherit',
});
// Ctrl-C reaches the API directly (one process group); a signal sent to this process alone
// (a process manager's) is passed on. Either way the API drains and exits by itself.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => api.kill(signal));
api.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
