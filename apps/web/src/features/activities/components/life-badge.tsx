import type { Activity } from '@peerconnect/contracts';
import { lifeStage } from '../format';

const LABELS = { cancelled: 'Cancelled', past: 'Past', started: 'Happening now' } as const;

/** Cancelled, past or happening now; nothing for an activity still to come. */
export function LifeBadge({ activity }: { activity: Activity }) {
  const stage = lifeStage(activity);
  if (stage === 'upcoming') return null;
  return <span className={`badge badge-state badge-${stage}`}>{LABELS[stage]}</span>;
}
