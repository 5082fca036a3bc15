import { endpoint } from './route';

export const operationEndpoints = {
  health: endpoint('get', '/api/health'),
  started: endpoint('get', '/api/health/started'),
  ready: endpoint('get', '/api/health/ready'),
  metrics: endpoint('get', '/api/metrics'),
  openApi: endpoint('get', '/api/openapi.json'),
  docs: endpoint('get', '/api/docs'),
  docsStylesheet: endpoint('get', '/api/docs/docs.css'),
  avatar: endpoint('get', '/api/avatars/:file'),
  upload: endpoint('get', '/api/uploads/:file'),
  activityImage: endpoint('get', '/api/activity-images/:file'),
};
