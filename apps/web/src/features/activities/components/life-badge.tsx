import type { Activity } from '@peerconnect/contracts';
import { ACTIVITY_LIFE_TEXT as T } from '@/config/activity.messages';
import { lifeStage } from '../format';

/** Cancelled, past or happening now; nothing for an activity still to come. */
export function LifeBadge({ activity }: { activity: Activity }) {
  const stage = lifeStage(activity);
  if (stage === 'upcoming') return null;
  return <span className={`badge badge-state badge-${stage}`}>{T.stageBadges[stage]}</span>;
}
