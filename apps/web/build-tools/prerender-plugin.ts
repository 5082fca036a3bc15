import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';

/** Where index.html takes the prerendered screens (public/first-paint.js picks one). */
const MARKER = '<!--prerendered-screens-->';

interface PrerenderModule {
  PRERENDERED_PATHS: string[];
  prerenderScreen(path: string): Promise<string>;
}

/**
 * After the client build, renders `entry`'s screens with the app's own modules (through a Vite
 * server in SSR mode) and writes each into the built index.html as a <template>, so a visitor's
 * first paint needs no JavaScript. Every address gets the same index.html: public/first-paint.js,
 * a classic script in the head, moves the template for the current address into #root once the
 * document is parsed, before any module runs (visitors only: a signed-in student's navigation and
 * landing page differ), and marks it; main.tsx hydrates a marked root instead of rendering anew.
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
        const { PRERENDERED_PATHS, prerenderScreen } = (await server.ssrLoadModule(
          entry,
        )) as PrerenderModule;
        const templates: string[] = [];
        for (const path of PRERENDERED_PATHS) {
          const markup = await prerenderScreen(path);
          // The CSP allows no inline script, and hydration expects markup only.
          if (markup.includes('<script')) throw new Error(`Prerendering ${path} produced a script`);
          templates.push(`<template data-prerendered="${path}">${markup}</template>`);
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
