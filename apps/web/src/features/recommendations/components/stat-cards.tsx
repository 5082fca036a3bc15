import { type RecommendationStats } from '@peerconnect/contracts';
import { DASHBOARD_MESSAGES } from '@/config/dashboard.messages';

const LABELS = DASHBOARD_MESSAGES.stats;
const ORDER = Object.keys(LABELS) as (keyof RecommendationStats)[];

/** The four numbers of the dashboard; a dash until a number has loaded. */
export function StatCards({ stats }: { stats: Partial<RecommendationStats> }) {
  return (
    <section className="stat-grid" aria-label={DASHBOARD_MESSAGES.statsLabel}>
      {ORDER.map((key) => (
        <div key={key} className="card stat-card">
          <p className="stat-value">{stats[key] ?? '–'}</p>
          <p className="stat-label">{LABELS[key]}</p>
        </div>
      ))}
    </section>
  );
}
