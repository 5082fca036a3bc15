import { endpoint } from '../common/route';

export const moderationEndpoints = {
  report: endpoint('post', '/api/reports'),
  reports: endpoint('get', '/api/moderation/reports'),
  act: endpoint('post', '/api/moderation/reports/:id/actions'),
  audit: endpoint('get', '/api/moderation/audit'),
};
