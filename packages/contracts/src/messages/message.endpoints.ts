import { endpoint } from '../common/route';

export const messageEndpoints = {
  conversations: endpoint('get', '/api/messages/conversations'),
  activityHistory: endpoint('get', '/api/messages/activity/:activityId'),
  sendToActivity: endpoint('post', '/api/messages/activity'),
  editActivityMessage: endpoint('put', '/api/messages/activity/:activityId/:messageId'),
  deleteActivityMessage: endpoint('delete', '/api/messages/activity/:activityId/:messageId'),
  editDirectMessage: endpoint('put', '/api/messages/direct/:messageId'),
  deleteDirectMessage: endpoint('delete', '/api/messages/direct/:messageId'),
  reactToActivityMessage: endpoint('put', '/api/messages/activity/:activityId/:messageId/reaction'),
  reactToDirectMessage: endpoint('put', '/api/messages/direct/:messageId/reaction'),
  inbox: endpoint('get', '/api/messages/inbox'),
  markActivityRead: endpoint('post', '/api/messages/activity/:activityId/read'),
  settings: endpoint('get', '/api/messages/settings'),
  updateSettings: endpoint('put', '/api/messages/settings'),
  mute: endpoint('put', '/api/messages/mute'),
  directHistory: endpoint('get', '/api/messages/:userId'),
  sendDirect: endpoint('post', '/api/messages'),
};
