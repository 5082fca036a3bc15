import { endpoint } from '../common/route';

export const recommendationEndpoints = {
  activities: endpoint('get', '/api/recommendations'),
  friends: endpoint('get', '/api/recommendations/friends'),
  insights: endpoint('get', '/api/recommendations/insights'),
  similar: endpoint('get', '/api/recommendations/similar/:id'),
};
