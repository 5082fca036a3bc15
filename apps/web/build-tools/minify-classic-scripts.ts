import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { minify, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Minifies the classic scripts copied from public/ (Vite copies them verbatim): every first load
 * runs them before its entry chunk, and their bytes count in the landing and login pages' budget.
 */
export function minifyClassicScripts(files: string[]): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'peerconnect:minify-classic-scripts',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      for (const file of files) {
        const path = resolve(config.root, config.build.outDir, file);
        const { code, errors } = await minify(file, readFileSync(path, 'utf8'), {
          compress: true,
          mangle: true,
        });
        if (errors.length > 0) throw new Error(`Minifying ${file}: ${errors[0]!.message}`);
        writeFileSync(path, code);
      }
    },
  };
}
