/**
 * Placeholder rows the size of the rows that replace them (one line of text each, same padding and
 * border), so nothing below moves when the data arrives.
 */
export function SkeletonRows({ count, label }: { count: number; label: string }) {
  return (
    <ul className="row-list" aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <span className="skeleton skeleton-line" />
        </li>
      ))}
    </ul>
  );
}

/** A word not known yet (the student's name in a prerendered signed-in shell), in the line's flow. */
export function SkeletonWord() {
  return <span className="skeleton skeleton-word" aria-hidden="true" />;
}
