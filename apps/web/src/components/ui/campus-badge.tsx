import type { CampusBadge as Campus } from '@peerconnect/contracts';
import { GraduationCap } from 'lucide-react';
import { CAMPUS_TEXTS } from '@/config/campus.messages';

/** A verified student's campus beside their name; nothing for a student without one. */
export function CampusBadge({ campus }: { campus?: Campus }) {
  if (!campus) return null;
  const label = CAMPUS_TEXTS.verifiedStudentOf(campus.name);
  return (
    <span className="campus-badge" title={label}>
      <GraduationCap aria-hidden="true" size={14} />
      <span className="sr-only">{label}</span>
      <span aria-hidden="true">{campus.name}</span>
    </span>
  );
}
