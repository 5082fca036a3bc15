import { defineConfig, type Options } from 'tsup';
import { mingoAsEsm } from '../../packages/embedded-mongo/mingo-esm';

const shared: Options = {
  target: 'node20',
  platform: 'node',
  sourcemap: true,
  // Dependencies are bundled: a few files load faster at a cold start than the many files they
  // are made of, each read and linked one by one (pino too: the API logs to stdout, with no
  // transport, the one part of pino that runs files by path). Left external: bcryptjs (the
  // password workers import it), the Redis modules (loaded only with REDIS_URL), sharp (a native
  // library it finds by path, loaded at the first upload) and the S3 client (loaded only with
  // S3_BUCKET).
  noExternal: [
    /^(?!bcryptjs|redis$|@redis\/|rate-limit-redis|@socket\.io\/redis-streams-adapter|sharp$|@aws-sdk\/)/,
  ],
  // Without comments and indentation the bundle is about half the size, read and hashed in half
  // the time, and plain ASCII (its comments held the only other characters), which V8 keeps at
  // one byte per character. Names are kept, for stack traces and the libraries that read them.
  minifyWhitespace: true,
  // Bundled CommonJS may read __dirname, and the app's ES modules import.meta.url.
  shims: true,
  // The database thread's engine loads mingo's ES modules (see mingo-esm.ts).
  esbuildPlugins: [mingoAsEsm()],
};

export default defineConfig([
  {
    ...shared,
    entry: {
      index: 'src/index.ts',
      // Run by `build` after tsup (lib/compile-cache.ts).
      'write-code-cache': 'src/write-code-cache.ts',
      // The embedded database's thread (@peerconnect/embedded-mongo/worker looks for it by this
      // name beside its own code).
      'embedded-mongo-worker': '../../packages/embedded-mongo/src/embedded-mongo-worker.ts',
      // The password pool's workers (lib/password.ts looks for it beside its own code).
      'password-worker': 'src/lib/password-worker.ts',
      // The picture processor's process (lib/pictures/picture-processing.ts, likewise).
      'picture-worker': 'src/lib/pictures/picture-worker.ts',
    },
    format: ['esm'],
    // The other build's output is kept (the two run at once).
    clean: ['!start-api.cjs*'],
    // Bundled CommonJS calls require(); an ES module has none.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
  },
  {
    ...shared,
    // The app (load-api.ts): one CommonJS file, so that it can be compiled with V8's code cache
    // (lib/compile-cache.ts), which Node 20 offers to scripts but not to ES modules.
    entry: { 'start-api': 'src/start-api.ts' },
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
    // import() of the packages left outside becomes require(): a vm script's import() needs an
    // experimental option (Node 24 warns about it at every start).
    esbuildOptions(options) {
      options.supported = { ...options.supported, 'dynamic-import': false };
    },
  },
]);
