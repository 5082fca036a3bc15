import { endpoint } from '../common/route';

export const friendEndpoints = {
  list: endpoint('get', '/api/friends'),
  requests: endpoint('get', '/api/friends/requests'),
  request: endpoint('post', '/api/friends/request'),
  requestById: endpoint('post', '/api/friends/request-by-id'),
  requestTo: endpoint('post', '/api/friends/request/:userId'),
  accept: endpoint('put', '/api/friends/accept/:requestId'),
  reject: endpoint('put', '/api/friends/reject/:requestId'),
  unfriend: endpoint('delete', '/api/friends/:userId'),
};
