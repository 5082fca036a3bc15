/**
 * A build plugin for bundles that include the engine and mingo (the API's, which emits the database
 * thread's entry; this package's own build leaves mingo to Node as a dependency): mingo is bundled
 * from its ES modules instead of the CommonJS build that esbuild picks on platform node. As
 * CommonJS each of its many modules is wrapped in a function and copies its exports through
 * getters when the bundle loads, which the database thread pays at every start; the ES modules are
 * hoisted into one scope. Same code, same operators, fewer bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Options } from 'tsup';

type EsbuildPlugin = NonNullable<Options['esbuildPlugins']>[number];
type Manifest = { exports: Record<string, { default?: string } | string> };

export function mingoAsEsm(): EsbuildPlugin {
  const manifests = new Map<string, Manifest>();
  return {
    name: 'mingo-as-esm',
    setup(build) {
      build.onResolve({ filter: /^mingo(\/|$)/ }, ({ path, resolveDir }) => {
        // Resolved from the importing file, as pnpm links mingo only for the packages that use it.
        const manifestPath = createRequire(join(resolveDir, 'index.js')).resolve(
          'mingo/package.json',
        );
        let manifest = manifests.get(manifestPath);
        if (!manifest) {
          manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
          manifests.set(manifestPath, manifest);
        }
        const entry = manifest.exports[`.${path.slice('mingo'.length)}`];
        const esm = typeof entry === 'object' ? entry.default : undefined;
        return esm ? { path: join(dirname(manifestPath), esm) } : undefined;
      });
    },
  };
}
