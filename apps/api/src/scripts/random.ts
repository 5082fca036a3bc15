/** A small seeded random source (mulberry32): the same seed gives the same sequence everywhere. */
export interface Random {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(list: readonly T[]): T;
  /** `count` distinct items, favouring the front of the list (popular tastes are listed first). */
  skewedSample<T>(list: readonly T[], count: number): T[];
  /** Random text, for secrets nobody needs to know. */
  token(): string;
}

export function randomSource(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (probability) => next() < probability,
    pick: (list) => list[int(0, list.length - 1)]!,
    skewedSample(list, count) {
      const chosen = new Set<(typeof list)[number]>();
      const wanted = Math.min(count, list.length);
      // Squaring a uniform number leans towards 0, i.e. towards the common values.
      while (chosen.size < wanted) chosen.add(list[Math.floor(next() ** 2 * list.length)]!);
      return [...chosen];
    },
    token: () => Array.from({ length: 4 }, () => next().toString(36).slice(2)).join(''),
  };
}
