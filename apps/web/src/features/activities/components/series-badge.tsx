import type { Activity } from '@peerconnect/contracts';
import { SERIES_TEXT as T } from '@/config/series.messages';

/** 'Weekly' or 'Every two weeks' on a date of a series. */
export function SeriesBadge({ activity }: { activity: Activity }) {
  if (!activity.series) return null;
  return (
    <span className="badge badge-state badge-series">{T.badge[activity.series.frequency]}</span>
  );
}
