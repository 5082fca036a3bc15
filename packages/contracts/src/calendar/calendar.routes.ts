import { z } from 'zod';
import { defineRoute, file, json } from '../common/route';
import { calendarEndpoints } from './calendar.endpoints';

/** The secret address of a student's calendar feed. */
export const calendarFeedSchema = z.object({ url: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

export const CALENDAR_MESSAGES = {
  feedNotFound: 'Calendar feed not found',
} as const;

export const calendarRoutes = {
  feedLink: defineRoute(calendarEndpoints.feedLink, {
    tag: 'Calendar',
    summary: 'The secret address of the signed-in student’s calendar feed (made on first ask)',
    auth: true,
    responses: [json(200, 'The feed address', calendarFeedSchema)],
    errors: [401],
  }),
  resetFeedLink: defineRoute(calendarEndpoints.resetFeedLink, {
    tag: 'Calendar',
    summary: 'A new feed address; the old one stops working at once',
    auth: true,
    responses: [json(200, 'The new feed address', calendarFeedSchema)],
    errors: [401],
  }),
  feed: defineRoute(calendarEndpoints.feed, {
    tag: 'Calendar',
    summary:
      'Every upcoming activity the feed’s student joined or organizes, for calendar apps to subscribe to; the token in the address is the only key',
    auth: false,
    params: z.object({
      token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, CALENDAR_MESSAGES.feedNotFound),
    }),
    responses: [file('The feed (text/calendar)', 'text/calendar')],
    errors: [404],
  }),
};
