import { endpoint } from '../common/route';

export const oidcEndpoints = {
  providers: endpoint('get', '/api/auth/providers'),
  start: endpoint('get', '/api/auth/oidc/:provider'),
  callback: endpoint('get', '/api/auth/oidc/:provider/callback'),
  exchange: endpoint('post', '/api/auth/oidc/exchange'),
  startLink: endpoint('post', '/api/auth/oidc/:provider/link'),
  linkedAccounts: endpoint('get', '/api/auth/linked-accounts'),
  unlink: endpoint('delete', '/api/auth/linked-accounts/:provider'),
  setPassword: endpoint('put', '/api/auth/password'),
};
