import { median, percentile } from '../src/percentile';

describe('percentile and median of measured times', () => {
  const times = [40, 10, 30, 20];

  it('when asked for a percentile, then it gives a measured value (nearest rank)', () => {
    expect(percentile([5, 1, 4, 2, 3], 95)).toBe(5);
    expect(percentile(times, 50)).toBe(20);
    expect(percentile(times, 0)).toBe(10);
  });

  it('when the count is odd, then every convention gives the middle value', () => {
    for (const evenMiddle of ['lower', 'upper', 'mean'] as const)
      expect(median([3, 1, 2], evenMiddle)).toBe(2);
  });

  it('when the count is even, then the convention picks the lower, the upper or their mean', () => {
    expect(median(times)).toBe(20);
    expect(median(times, 'upper')).toBe(30);
    expect(median(times, 'mean')).toBe(25);
  });

  it('when there are no values, then the figure is NaN rather than a made-up number', () => {
    expect(percentile([], 99)).toBeNaN();
    expect(median([], 'mean')).toBeNaN();
  });
});
