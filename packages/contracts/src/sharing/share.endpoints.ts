import { endpoint } from '../common/route';

/** What anyone may see of an activity shared by link, without signing in. */
export const shareEndpoints = {
  preview: endpoint('get', '/api/activities/:id/preview'),
  card: endpoint('get', '/api/activities/:id/preview.png'),
};
