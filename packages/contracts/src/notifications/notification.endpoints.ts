import { endpoint } from '../common/route';

const SETTINGS_PATH = '/api/users/me/notification-settings';

export const notificationEndpoints = {
  list: endpoint('get', '/api/notifications'),
  readAll: endpoint('put', '/api/notifications/read-all'),
  read: endpoint('put', '/api/notifications/:id/read'),
  getSettings: endpoint('get', SETTINGS_PATH),
  updateSettings: endpoint('put', SETTINGS_PATH),
  unsubscribe: endpoint('post', '/api/notifications/unsubscribe'),
  unsubscribeLink: endpoint('get', '/api/notifications/unsubscribe'),
};
