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
