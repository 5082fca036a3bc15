import { endpoint } from '../common/route';

export const userEndpoints = {
  findByEmail: endpoint('get', '/api/users/find-by-email'),
  updateProfile: endpoint('put', '/api/users/profile'),
  changePassword: endpoint('put', '/api/users/password'),
  setPrivacy: endpoint('put', '/api/users/me/privacy'),
  setTimeZone: endpoint('put', '/api/users/me/time-zone'),
  uploadPicture: endpoint('post', '/api/users/profile/picture'),
  randomAvatar: endpoint('post', '/api/users/random-avatar'),
  blocked: endpoint('get', '/api/users/blocked'),
  exportData: endpoint('get', '/api/users/me/export'),
  deleteAccount: endpoint('delete', '/api/users/me'),
  block: endpoint('post', '/api/users/:id/block'),
  unblock: endpoint('delete', '/api/users/:id/block'),
  profile: endpoint('get', '/api/users/:id'),
};
