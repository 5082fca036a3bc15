import { Moon, Sun } from 'lucide-react';

/** The toggle's icon: the sun in dark mode (to switch to light), the moon in light mode. */
export default function ThemeIcon({ dark }: { dark: boolean }) {
  const Icon = dark ? Sun : Moon;
  return <Icon size={20} aria-hidden="true" />;
}
