/** The same key for A→B and B→A, so one unique index guards the pair in both directions. */
export function pairKeyOf(userId: string, otherId: string): string {
  return [userId, otherId].sort().join(':');
}
