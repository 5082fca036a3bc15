import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // Workspace packages export TypeScript sources: bundle them; npm dependencies stay external.
  noExternal: [/^@peerconnect\//],
});
