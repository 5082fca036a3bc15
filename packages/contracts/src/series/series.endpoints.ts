import { endpoint } from '../common/route';

export const seriesEndpoints = {
  create: endpoint('post', '/api/series'),
  detail: endpoint('get', '/api/series/:id'),
  update: endpoint('put', '/api/series/:id/activities/:activityId'),
  cancel: endpoint('post', '/api/series/:id/cancel'),
  joinAll: endpoint('post', '/api/series/:id/join'),
};
