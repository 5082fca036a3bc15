import type { Plugin } from 'vite';

/**
 * Chromium's explicit compile hint: a script that opens with this line has all its functions
 * compiled while it downloads, off the page's main thread. Without it V8 compiles each function on
 * the main thread the first time it runs, and keeps no code cache of those for a module script, so
 * every visit paid for it again (most of a signed-in screen's blocking time on a phone). Other
 * browsers read it as a comment.
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type GenerateBundle = Extract<Plugin['generateBundle'], (...args: never[]) => unknown>;

/**
 * Opens every script chunk with the compile hint. It must be a file's first line, so it goes in
 * just after Vite writes its map of preloaded files at the top of the entry (in its import
 * analysis's generateBundle), and before the manifest's generateBundle, where the chunks are
 * compressed.
 */
export function compileHints(): Plugin {
  return {
    name: 'peerconnect:compile-hints',
    apply: 'build',
    configResolved(config) {
      const analysis = config.plugins.find(({ name }) => name === 'vite:build-import-analysis');
      const writeMap = analysis?.generateBundle;
      if (!analysis || typeof writeMap !== 'function') {
        throw new Error("compile hints: Vite's build import analysis plugin is not where expected");
      }
      analysis.generateBundle = async function (...args: Parameters<GenerateBundle>) {
        await writeMap.apply(this, args);
        for (const output of Object.values(args[1])) {
          if (output.type === 'chunk') output.code = `${COMPILE_HINT}\n${output.code}`;
        }
      } satisfies GenerateBundle;
    },
  };
}
