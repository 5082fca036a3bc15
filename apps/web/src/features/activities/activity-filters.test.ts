import { activityFiltersFrom, dateWindow } from './activity-filters';

// A Wednesday afternoon, and a Sunday morning, in the test's own zone.
const wednesday = new Date(2026, 10, 25, 15, 30);
const sunday = new Date(2026, 10, 29, 9, 0);
const day = (d: number, month = 10) => new Date(2026, month, d);
const none = { from: null, to: null };

describe('the date filters of the activity list', () => {
  it('when Today is chosen, then the window is from midnight to the next midnight', () => {
    expect(dateWindow('today', none, wednesday)).toEqual({ from: day(25), to: day(26) });
  });

  it('when This week is chosen, then it runs from today to the end of Sunday', () => {
    expect(dateWindow('week', none, wednesday)).toEqual({ from: day(25), to: day(30) });
    expect(dateWindow('week', none, sunday)).toEqual({ from: day(29), to: day(30) });
  });

  it('when This weekend is chosen, then it is Saturday and Sunday, from today once the weekend began', () => {
    expect(dateWindow('weekend', none, wednesday)).toEqual({ from: day(28), to: day(30) });
    expect(dateWindow('weekend', none, sunday)).toEqual({ from: day(29), to: day(30) });
  });

  it('when dates are picked, then both days are included; a missing end leaves it open', () => {
    expect(dateWindow('range', { from: '2026-12-01', to: '2026-12-03' }, wednesday)).toEqual({
      from: day(1, 11),
      to: day(4, 11),
    });
    expect(dateWindow('range', { from: '2026-12-01', to: null }, wednesday)).toEqual({
      from: day(1, 11),
      to: undefined,
    });
  });

  it('when the address asks for this weekend, then the API gets its instants', () => {
    const filters = activityFiltersFrom(new URLSearchParams('dates=weekend'), { now: wednesday });
    expect(filters).toMatchObject({ from: day(28).toISOString(), to: day(30).toISOString() });
    expect(activityFiltersFrom(new URLSearchParams(''), { now: wednesday }).from).toBeUndefined();
  });
});
