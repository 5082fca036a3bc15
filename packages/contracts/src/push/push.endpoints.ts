import { endpoint } from '../common/route';

export const pushEndpoints = {
  publicKey: endpoint('get', '/api/push/public-key'),
  subscribe: endpoint('post', '/api/push/subscriptions'),
  unsubscribe: endpoint('delete', '/api/push/subscriptions'),
};
