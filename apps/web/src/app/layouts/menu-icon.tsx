import { Menu, X } from 'lucide-react';

/** The menu button's icon: a cross while the menu is open. */
export default function MenuIcon({ open }: { open: boolean }) {
  const Icon = open ? X : Menu;
  return <Icon size={20} aria-hidden="true" />;
}
