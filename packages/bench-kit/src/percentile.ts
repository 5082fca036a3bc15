const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/** The `p`th percentile (0-100) of the values, nearest rank; NaN for none. */
export function percentile(values: number[], p: number): number {
  const sorted = ascending(values);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

/**
 * What stands for the middle of an even number of values: the lower or the upper of the two
 * middle ones (a value that was measured), or their mean.
 */
export type EvenMiddle = 'lower' | 'upper' | 'mean';

/** The median; each benchmark keeps the convention its published figures were taken with. */
export function median(values: number[], evenMiddle: EvenMiddle = 'lower'): number {
  const sorted = ascending(values);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  if (sorted.length % 2 === 1 || evenMiddle === 'upper') return upper;
  const lower = sorted[sorted.length / 2 - 1] ?? Number.NaN;
  return evenMiddle === 'lower' ? lower : (lower + upper) / 2;
}
