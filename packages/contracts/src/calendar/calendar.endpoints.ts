import { endpoint } from '../common/route';

export const calendarEndpoints = {
  feedLink: endpoint('get', '/api/users/me/calendar-feed'),
  resetFeedLink: endpoint('post', '/api/users/me/calendar-feed/reset'),
  feed: endpoint('get', '/api/calendar/:token.ics'),
};
