import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** A list's empty state: an icon, what is missing and what to do about it. */
export function EmptyState({
  title,
  icon: Icon,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {Icon && (
        <span className="empty-icon">
          <Icon size={28} aria-hidden="true" />
        </span>
      )}
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}
