import { formatActivitySpan, formatCardDate } from './format';

describe('activity dates', () => {
  it('when a time has a day period, then no line can break between the time and AM or PM', () => {
    const card = formatCardDate('2026-11-24T18:30:00.000Z');
    const span = formatActivitySpan('2026-11-24T18:30:00.000Z', '2026-11-24T20:30:00.000Z');
    for (const text of [card, span]) expect(text).not.toMatch(/\d[ \u2009\u202f](AM|PM)/);
  });
});
