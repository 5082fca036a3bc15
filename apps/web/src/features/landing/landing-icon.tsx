import { CirclePlus, Compass, MessageCircle, Users } from 'lucide-react';

const ICONS = { discover: Compass, people: Users, create: CirclePlus, chat: MessageCircle };

export type LandingIconName = keyof typeof ICONS;

/** The landing page's decorative icons (hero tiles and feature cards). */
export default function LandingIcon({ name, size }: { name: LandingIconName; size: number }) {
  const Icon = ICONS[name];
  return <Icon size={size} aria-hidden="true" />;
}
