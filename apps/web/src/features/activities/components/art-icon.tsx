import * as ICONS from './art-symbols';

export type ArtIconName = keyof typeof ICONS;

export default function ArtIcon({ name }: { name: ArtIconName }) {
  const Icon = ICONS[name];
  return <Icon className="activity-art-icon" strokeWidth={1.5} />;
}
