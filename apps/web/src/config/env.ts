declare const __API_URL__: string | undefined;

/** Build-time settings (vite.config.ts `define`); outside a Vite build they take their defaults. */
export const env = {
  apiUrl: (typeof __API_URL__ === 'string' ? __API_URL__ : '').replace(/\/$/, ''),
};
