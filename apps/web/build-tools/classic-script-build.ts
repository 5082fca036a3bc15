import { build, type Plugin, type ResolvedConfig } from 'vite';

export interface ClassicScript {
  /** The TypeScript module it starts from (root-relative). */
  entry: string;
  /** Where it lands in the build's output, unhashed: public/first-paint.js adds it by name. */
  fileName: string;
}

/**
 * Builds a classic script (one self-contained, minified IIFE) from the app's own TypeScript after
 * the client build, with the same aliases, environment and tree-shaking: a module script would run
 * only after the entry chunk, while an async classic script runs as soon as it arrives.
 */
export function classicScriptBuild({ entry, fileName }: ClassicScript): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'peerconnect:classic-script-build',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        envDir: config.envDir,
        logLevel: 'warn',
        resolve: { alias: config.resolve.alias },
        build: {
          outDir: config.build.outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          lib: { entry, formats: ['iife'], name: 'peerconnect', fileName: () => fileName },
          rolldownOptions: { treeshake: config.build.rolldownOptions.treeshake },
        },
      });
    },
  };
}
