/** What recovery reports of damaged data; free of the engine, so the thread's host can load it. */

/** A stretch of a data file that failed its checks: what recovery could not read. */
export interface Damage {
  file: string;
  /** Byte offset of the first damaged byte, and how many bytes were skipped. */
  offset: number;
  bytes: number;
  /** The collection of the damaged record, when its header and name were still readable. */
  collection?: string;
  /** The index a damaged index record defines, when its name was still readable. */
  index?: string;
  /** The index record had no intact copy: the index is gone, and the server refuses to start. */
  indexLost?: true;
  /** Where the file was kept as it was. */
  keptAs: string;
}

/** "2 damaged stretches: journal.bin at byte 4096 (users), …", for logs and errors. */
export function describeDamage(damage: Damage[]): string {
  const parts = damage.map(
    (stretch) =>
      `${stretch.file} at byte ${stretch.offset}, ${stretch.bytes} bytes${stretch.collection ? ` (${stretch.collection}${stretch.index ? `, index ${stretch.index}` : ''})` : ''}`,
  );
  return `${damage.length} damaged ${damage.length === 1 ? 'stretch' : 'stretches'}: ${parts.join('; ')}`;
}
