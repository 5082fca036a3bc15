import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    cli: 'src/cli.ts',
    index: 'src/index.ts',
    worker: 'src/in-worker.ts',
    // Found by in-worker.ts beside itself, under this name.
    'embedded-mongo-worker': 'src/embedded-mongo-worker.ts',
  },
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
});
