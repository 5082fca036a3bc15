import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { minify, type Plugin, type ResolvedConfig } from 'vite';

/**
 * Puts a classic script from public/ into the built index.html, minified, in place of its
 * `<script src>`: a script in the head blocks the first paint until it has arrived, and an
 * external one costs that paint a round trip. The API allows it by its hash in the CSP
 * (apps/api/src/http/web-app.ts). The dev server keeps serving the file as it is.
 */
export function inlineClassicScript(file: string): Plugin {
  let config: ResolvedConfig;
  const tag = `<script src="/${file}"></script>`;
  return {
    name: 'peerconnect:inline-classic-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(tag)) throw new Error(`index.html has no ${tag}`);
        const source = readFileSync(resolve(config.publicDir, file), 'utf8');
        const { code, errors } = await minify(file, source, { compress: true, mangle: true });
        if (errors.length > 0) throw new Error(`Minifying ${file}: ${errors[0]!.message}`);
        return html.replace(tag, () => `<script>${code.trim()}</script>`);
      },
    },
    // Vite copies public/ into the build; nothing asks for this copy any more.
    closeBundle() {
      if (!config.build.ssr)
        rmSync(resolve(config.root, config.build.outDir, file), { force: true });
    },
  };
}
