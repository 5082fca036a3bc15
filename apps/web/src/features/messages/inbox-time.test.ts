import { clockTime } from './clock';
import { inboxTime } from './inbox-time';

// Local times: the rows speak of the student's own days.
const now = new Date(2026, 10, 28, 9, 30); // Sat 28 Nov 2026, 09:30

describe('inbox times', () => {
  it('when the last message came today, then its time as under the messages', () => {
    const afternoon = new Date(2026, 10, 28, 14, 5).toISOString();
    expect(inboxTime(afternoon, now)).toBe(clockTime(afternoon));
    expect(inboxTime(afternoon, now)).toMatch(/^(02:05 PM|14:05)$/);
    const midnight = new Date(2026, 10, 28, 0, 1).toISOString();
    expect(inboxTime(midnight, now)).toBe(clockTime(midnight));
  });

  it('when it came yesterday, then Yesterday, even less than 24 hours ago', () => {
    expect(inboxTime(new Date(2026, 10, 27, 23, 59).toISOString(), now)).toBe('Yesterday');
  });

  it('when it came within the week, then the weekday; else the date, with the year if not this one', () => {
    expect(inboxTime(new Date(2026, 10, 23, 8, 0).toISOString(), now)).toBe('Mon');
    expect(inboxTime(new Date(2026, 10, 12, 8, 0).toISOString(), now)).toBe('12 Nov');
    expect(inboxTime(new Date(2025, 10, 12, 8, 0).toISOString(), now)).toBe('12 Nov 2025');
  });
});
