import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** Where index.html takes the prerendered screens (public/first-paint.js picks one). */
const MARKER = '<!--prerendered-screens-->';

interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  SIGNED_IN_SHELL_PATHS: string[];
  prerenderScreen(path: string, options?: { signedIn?: boolean }): Promise<string>;
}

/**
 * After the client build, renders `entry`'s screens with the app's own modules (through a Vite
 * server in SSR mode) and writes each into the built index.html as a <template>, so a first paint
 * needs no JavaScript. Every address gets the same index.html: public/first-paint.js, a classic
 * script in the head, moves the template for the current address into #root once the document is
 * parsed, before any module runs: a visitor's screen (data-prerendered; marked, and main.tsx
 * hydrates it) or, with a token stored, a signed-in shell (data-signed-in; its loading state,
 * which the first render replaces).
 */
export function prerenderScreens(entry: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'peerconnect:prerender-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      const server = await createServer({
        configFile: config.configFile,
        root: config.root,
        mode: config.mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { PRERENDERED_PATHS, SIGNED_IN_SHELL_PATHS, prerenderScreen } =
          (await server.ssrLoadModule(entry)) as PrerenderModule;
        const screens = [
          ...PRERENDERED_PATHS.map((path) => ({ path, signedIn: false })),
          ...SIGNED_IN_SHELL_PATHS.map((path) => ({ path, signedIn: true })),
        ];
        const templates: string[] = [];
        for (const { path, signedIn } of screens) {
          const markup = await prerenderScreen(path, { signedIn });
          // The CSP allows no inline script, and hydration expects markup only.
          if (markup.includes('<script')) throw new Error(`Prerendering ${path} produced a script`);
          const attribute = signedIn ? 'data-signed-in' : 'data-prerendered';
          templates.push(`<template ${attribute}="${path}">${markup}</template>`);
        }
        const file = resolve(config.root, config.build.outDir, 'index.html');
        const html = readFileSync(file, 'utf8');
        if (!html.includes(MARKER)) throw new Error(`index.html has no ${MARKER}`);
        writeFileSync(file, html.replace(MARKER, templates.join('\n    ')));
      } finally {
        await server.close();
      }
    },
  };
}
