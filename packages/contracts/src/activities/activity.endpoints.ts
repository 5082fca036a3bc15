import { endpoint } from '../common/route';

export const activityEndpoints = {
  list: endpoint('get', '/api/activities'),
  created: endpoint('get', '/api/activities/user/created'),
  joined: endpoint('get', '/api/activities/user/joined'),
  ofUser: endpoint('get', '/api/activities/user/:userId/:kind'),
  detail: endpoint('get', '/api/activities/:id'),
  create: endpoint('post', '/api/activities'),
  update: endpoint('put', '/api/activities/:id'),
  remove: endpoint('delete', '/api/activities/:id'),
  join: endpoint('post', '/api/activities/:id/join'),
  leave: endpoint('delete', '/api/activities/:id/leave'),
  removeParticipant: endpoint('delete', '/api/activities/:id/participants/:userId'),
  allowAgain: endpoint('delete', '/api/activities/:id/removed/:userId'),
  cancel: endpoint('post', '/api/activities/:id/cancel'),
  invitable: endpoint('get', '/api/activities/:id/invites'),
  invite: endpoint('post', '/api/activities/:id/invites'),
  calendarEvent: endpoint('get', '/api/activities/:id/calendar.ics'),
};
