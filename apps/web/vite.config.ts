import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { classicScriptBuild } from './build-tools/classic-script-build.ts';
import { inlineClassicScript } from './build-tools/inline-classic-script.ts';
import { inlineEntryStylesheet } from './build-tools/inline-entry-stylesheet.ts';
import { entryAfterFirstPaint } from './build-tools/entry-after-first-paint.ts';
import { prerenderScreens } from './build-tools/prerender-plugin.ts';
import { signedInPreloads } from './build-tools/signed-in-preloads.ts';

const api = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

/**
 * react-router's package exports point at its development build (extra checks and warnings);
 * production builds take the production files it ships beside them.
 */
function reactRouterProductionAliases() {
  const fromWeb = createRequire(import.meta.url);
  const fromDom = createRequire(fromWeb.resolve('react-router-dom/package.json'));
  const dist = join(dirname(fromDom.resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

/**
 * What the signed-in screens' first loads share, gathered in one chunk instead of a dozen small
 * ones: TanStack Query, the query cache, the paths the early requests ask (app/early-data.ts) and
 * small components the screens have in common. A browser on HTTP/1.1 has six connections per
 * origin, so each extra chunk can cost a round trip: /activities loaded 16 chunks before it could
 * render, and 7 with this (docs/benchmarks.md, Web). Nothing here is used by the landing or login
 * pages, which stay as they were.
 */
const SIGNED_IN_SHARED = [
  '/node_modules/@tanstack/',
  '/src/lib/query-client',
  '/src/features/dashboard/api/dashboard-paths',
  '/src/features/friends/api/friends-paths',
  '/src/features/activities/api/activity-list-path',
  '/src/features/activities/api/activities-api',
  '/src/features/activities/format',
  '/src/features/activities/components/activity-card',
  '/src/components/ui/avatar',
  '/src/components/ui/empty-state',
];

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    prerenderScreens('/src/app/prerender.tsx'),
    // The signed-in screens whose first load app/early-data.ts starts: what main.tsx imports for
    // them (the query cache with the screen, see app/server-state.tsx; the early requests).
    signedInPreloads({
      shared: ['src/lib/query-provider.tsx', 'src/app/early-data.ts'],
      screens: {
        '/dashboard': ['src/features/dashboard/dashboard-page.tsx'],
        '/activities': ['src/features/activities/activities-page.tsx'],
      },
    }),
    inlineClassicScript('first-paint.js'),
    inlineEntryStylesheet(),
    entryAfterFirstPaint(),
    // Started by public/first-paint.js on /activities with a token: the list's request while the
    // page is parsed (app/early-activities-script.ts).
    // Each chunk and stylesheet also written brotli- and gzip-compressed at the highest levels,
    // which the API serves as they are (apps/api/src/http/web-app.ts): the entry is 76 KB in brotli
    // against 88 KB gzipped per request.
    compression({ include: /\.(js|css|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
    classicScriptBuild({
      entry: 'src/app/early-activities-script.ts',
      fileName: 'early-activities.js',
    }),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionAliases() : []),
    ],
  },
  build: {
    // Script chunks live under /static/js (the API serves /static with long-lived caching).
    assetsDir: 'static/assets',
    // dist/.vite/manifest.json maps each route's module to its chunks (read by bench/bundle-report.ts;
    // the dot folder is never served).
    manifest: true,
    // Every browser the app supports handles <link rel="modulepreload"> (Chrome 66, Firefox 115,
    // Safari 17); the polyfill would cost the landing and login pages ~0.4 KB of their 90 KB.
    // Without it an older browser still loads every chunk, as its imports are discovered.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      // The contracts' modules only declare schemas and constants: the ones a chunk doesn't use
      // can be dropped, which keeps the landing and login pages' first load small.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/packages/contracts/'),
      },
      output: {
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: 'static/assets/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            {
              name: 'signed-in',
              test: (id: string) => {
                const path = id.replaceAll('\\', '/');
                return SIGNED_IN_SHARED.some((fragment) => path.includes(fragment));
              },
              // Only the listed modules: their dependencies (React, the router) stay in the entry.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
    },
  },
}));
