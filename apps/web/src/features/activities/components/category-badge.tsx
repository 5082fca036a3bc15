/** An activity's category as a coloured badge ('Sports'). */
export function CategoryBadge({ category }: { category: string }) {
  return <span className={`badge badge-${category.toLowerCase()}`}>{category}</span>;
}
