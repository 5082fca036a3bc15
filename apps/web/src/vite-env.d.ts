/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** True under the dev server only (vite.config.ts): development tools such as /dev/gallery. */
declare const __DEV_TOOLS__: boolean;
