import { defineConfig } from 'tsup';

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
});
