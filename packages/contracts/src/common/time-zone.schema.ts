import { z } from 'zod';

export const TIME_ZONE_MESSAGES = {
  invalid: 'Time zone must be a time zone name such as Europe/Berlin',
} as const;

const isTimeZone = (name: string) => {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: name });
    return true;
  } catch {
    return false;
  }
};

/** An IANA time zone name ('Europe/Berlin'), as a browser reports its own. */
export const timeZoneSchema = z
  .string({ error: TIME_ZONE_MESSAGES.invalid })
  .trim()
  .min(1, TIME_ZONE_MESSAGES.invalid)
  .max(64, TIME_ZONE_MESSAGES.invalid)
  .refine(isTimeZone, TIME_ZONE_MESSAGES.invalid);

/** PUT /api/users/me/time-zone: the zone the student's times are written in (notifications, mail). */
export const updateTimeZoneRequestSchema = z.object({ timeZone: timeZoneSchema });
