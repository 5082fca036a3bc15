import { defineConfig } from 'tsup';
import { mingoAsEsm } from '../../packages/embedded-mongo/mingo-esm';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The embedded database's thread (@peerconnect/embedded-mongo/worker looks for it by this name
    // beside its own code).
    'embedded-mongo-worker': '../../packages/embedded-mongo/src/embedded-mongo-worker.ts',
    // The password pool's workers (lib/password.ts looks for it beside its own code).
    'password-worker': 'src/lib/password-worker.ts',
    // The picture processor's process (lib/pictures/picture-processing.ts, likewise).
    'picture-worker': 'src/lib/pictures/picture-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // Dependencies are bundled: a few chunks load faster at a cold start than the many files they
  // are made of, each read and linked one by one. Left external: pino (its transports run files
  // by path), bcryptjs (the password workers import it), the Redis modules (loaded only with
  // REDIS_URL), sharp (a native library it finds by path, loaded at the first upload) and the S3
  // client (loaded only with S3_BUCKET).
  noExternal: [
    /^(?!pino|bcryptjs|redis$|@redis\/|rate-limit-redis|@socket\.io\/redis-streams-adapter|sharp$|@aws-sdk\/)/,
  ],
  // Bundled CommonJS calls require() and may read __dirname; an ES module has neither.
  shims: true,
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // The database thread's engine loads mingo's ES modules (see mingo-esm.ts).
  esbuildPlugins: [mingoAsEsm()],
});
