import react from '@vitejs/plugin-react';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './compile-hints.ts';

const api = process.env.API_PROXY_TARGET ?? 'http://localhost:8080';

const FEATURE_COMPONENT = /\/src\/features\/[^/]+\/components\/[^/]+\.tsx$/;

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

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * Code the app needs offline that no screen loads first: the outbox reads what it kept in
 * IndexedDB with this schema, loaded only when something is kept, which is often while offline.
 */
const OFFLINE_MODULES = ['src/features/messages/outbox/kept-message.ts'];

/**
 * The entry chunk, the chunks it imports and their stylesheets, and the same for the modules
 * needed offline, from Vite's manifest.
 */
function appShellFiles(outDir: string): Set<string> {
  const path = join(outDir, '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Record<string, ManifestChunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.css?.forEach((css) => files.add(css));
    chunk.imports?.forEach(visit);
  };
  Object.keys(manifest)
    .filter((key) => manifest[key]?.isEntry)
    .concat(OFFLINE_MODULES)
    .forEach(visit);
  return files;
}

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    compileHints(),
    // Each chunk and stylesheet also written brotli- and gzip-compressed at the highest levels,
    // which the API serves as they are (apps/api/src/http/web-app.ts).
    compression({ include: /\.(js|css|svg)$/, algorithms: ['brotliCompress', 'gzip'] }),
    // The manifest and the one service worker (src/sw/sw.ts: app shell and push), registered by
    // lib/service-worker.ts; a new version is taken on the next navigation (README: Installing).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      // Precached, so the app opens offline: the app shell (index.html, the entry chunk with what
      // it imports and its stylesheet, the Latin font, the icons) and OFFLINE_MODULES. Screens'
      // files are cached as they are first loaded (src/sw/sw.ts): a first visit no longer
      // downloads every screen.
      injectManifest: {
        globPatterns: [
          'index.html',
          'static/**/*.{js,css}',
          'static/assets/inter-latin-wght-*.woff2',
          'favicon.svg',
          'icons/*.png',
        ],
      },
      integration: {
        configureOptions: (vite, options) => {
          const outDir = resolve(vite.root, vite.build.outDir);
          options.injectManifest = {
            ...options.injectManifest,
            manifestTransforms: [
              (entries) => {
                const shell = appShellFiles(outDir);
                const inShell = ({ url }: { url: string }) =>
                  !/\.(js|css)$/.test(url) || shell.has(url);
                return { manifest: entries.filter(inShell), warnings: [] };
              },
            ],
          };
        },
      },
      manifest: {
        name: 'PeerConnect',
        short_name: 'PeerConnect',
        description: 'Find, join and create activities with other students.',
        id: '/',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#f6f6fb',
        theme_color: '#4f46e5',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
    }),
  ],
  // Development-only screens (the component gallery) exist under the dev server only.
  define: { __DEV_TOOLS__: JSON.stringify(command === 'serve') },
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? reactRouterProductionAliases() : []),
    ],
  },
  build: {
    // Script chunks live under /static/js (the API serves /static with long-lived caching).
    assetsDir: 'static/assets',
    // dist/.vite/manifest.json maps each module to its chunks (read by appShellFiles above; the dot
    // folder is never served).
    manifest: true,
    // A screen's chunks load as the browser discovers their imports, without preload links: adding
    // a link per chunk at every lazy import blocked the main thread longer than the waterfall it
    // saves takes on a phone (Lighthouse mobile, /activities).
    modulePreload: false,
    rolldownOptions: {
      // Modules that only declare, so a chunk keeps just the ones it uses: the contracts' schemas
      // and constants, and the features' components, whose one effect is their stylesheet (it
      // comes along wherever the component is used). Otherwise a feature's index.ts brought every
      // component it re-exports into each chunk that imports anything from it.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !id.includes('/packages/contracts/') && !FEATURE_COMPONENT.test(id),
      },
      output: {
        // What the entry imports statically goes in one file with it, not in small chunks shared
        // with the screens, each compressed alone and linked by imports of its own: a first load
        // takes fewer bytes and requests.
        codeSplitting: { groups: [{ name: 'initial', tags: ['$initial'] }] },
        entryFileNames: 'static/js/[name]-[hash].js',
        chunkFileNames: 'static/js/[name]-[hash].js',
        assetFileNames: 'static/assets/[name]-[hash][extname]',
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
