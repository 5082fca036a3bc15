import { formatActivitySpan, formatCardDate, formatRowDate } from './format';

// Local times, so the expected text holds in any time zone the tests run in.
const local = (day: number, hour: number, minute = 0) =>
  new Date(2026, 10, day, hour, minute).toISOString();

describe('activity dates', () => {
  it('when a date is shown, then it is written in English in the browser’s time zone', () => {
    expect(formatCardDate(local(24, 18, 30))).toBe('Tue, Nov 24, 6:30\u00a0PM');
    expect(formatRowDate(local(24, 9, 5))).toBe('Nov 24, 2026, 9:05\u00a0AM');
    expect(formatActivitySpan(local(24, 18, 30), local(24, 20, 30))).toBe(
      'Tuesday, November 24, 2026 at 6:30\u00a0PM – 8:30\u00a0PM',
    );
  });

  it('when an activity ends on another day, then its end is written in full', () => {
    expect(formatActivitySpan(local(24, 22), local(25, 1))).toBe(
      'Tuesday, November 24, 2026 at 10:00\u00a0PM – Wednesday, November 25, 2026 at 1:00\u00a0AM',
    );
  });

  it('when a time has a day period, then no line can break between the time and AM or PM', () => {
    const card = formatCardDate('2026-11-24T18:30:00.000Z');
    const span = formatActivitySpan('2026-11-24T18:30:00.000Z', '2026-11-24T20:30:00.000Z');
    for (const text of [card, span]) expect(text).not.toMatch(/\d[ \u2009\u202f](AM|PM)/);
  });
});
