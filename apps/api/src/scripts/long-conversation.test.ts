import { LONG_CONVERSATION, sessionTimes } from './long-conversation';
import { randomSource } from './random';

/** The local calendar day of a moment, as the chat's day separators group it. */
const dayOf = (time: number) => new Date(time).toDateString();

function lastDays(now: Date): string[] {
  return Array.from({ length: LONG_CONVERSATION.days }, (_, daysAgo) => {
    const day = new Date(now);
    day.setDate(day.getDate() - daysAgo);
    return day.toDateString();
  });
}

describe('the long conversation’s moments', () => {
  it.each([
    ['just after midnight', new Date(2026, 10, 26, 0, 40)],
    ['early in the morning', new Date(2026, 10, 26, 6, 5)],
    ['in the afternoon', new Date(2026, 10, 26, 14, 0)],
    ['late in the evening', new Date(2026, 10, 26, 23, 55)],
  ])(
    'when the seed runs %s, then each of the last days has messages, yesterday included, and none is later than now',
    (_, now) => {
      const times = sessionTimes(
        randomSource(3),
        LONG_CONVERSATION.messages,
        LONG_CONVERSATION.days,
        now,
      );
      expect(times).toHaveLength(LONG_CONVERSATION.messages);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(now.getTime());
      expect(new Set(times.map(dayOf))).toEqual(new Set(lastDays(now)));
    },
  );
});
