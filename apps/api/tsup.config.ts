import { defineConfig } from 'tsup';
import { mingoAsEsm } from '../../packages/embedded-mongo/mingo-esm';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    // The embedded database's thread (@peerconnect/embedded-mongo/worker looks for it by this name
    // beside its own code).
    'embedded-mongo-worker': '../../packages/embedded-mongo/src/embedded-mongo-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // Workspace packages export TypeScript sources: bundle them; npm dependencies stay external.
  noExternal: [/^@peerconnect\//],
  // The database thread's engine loads mingo's ES modules (see mingo-esm.ts).
  esbuildPlugins: [mingoAsEsm()],
});
