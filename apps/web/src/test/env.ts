/** The test double of config/env.ts: the API on the same origin as the page. */
export const env = {
  apiUrl: '',
  dev: false,
};
