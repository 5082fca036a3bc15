import {
  CirclePlus,
  Compass,
  LayoutDashboard,
  MessageCircle,
  Users,
  type LucideIcon,
} from 'lucide-react';

const ICONS = {
  dashboard: LayoutDashboard,
  activities: Compass,
  create: CirclePlus,
  friends: Users,
  messages: MessageCircle,
} satisfies Record<string, LucideIcon>;

export type SectionIconName = keyof typeof ICONS;

/** A main section's icon, for the phone's bottom bar (hidden on a desktop's top bar). */
export default function SectionIcon({ name }: { name: SectionIconName }) {
  const Icon = ICONS[name];
  return <Icon className="nav-icon" size={22} aria-hidden="true" />;
}
