const clock = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' });

/**
 * A message's time of day as the student's browser writes times ('02:05 PM', '14:05'): under each
 * message, and in the inbox for today's, so the two panes side by side say the same.
 */
export const clockTime = (iso: string) => clock.format(new Date(iso));
