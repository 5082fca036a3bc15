/**
 * The one reader of Vite's build-time environment. VITE_API_URL is the API's base address; empty
 * means the API is on the page's own origin. `dev` is true under Vite's dev server. Jest maps this
 * module to src/test/env.ts because it cannot parse `import.meta`.
 */
export const env = {
  apiUrl: (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, ''),
  dev: import.meta.env.DEV,
};
