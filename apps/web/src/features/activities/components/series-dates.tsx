import type { Activity } from '@peerconnect/contracts';
import { Link } from 'react-router-dom';
import { SERIES_TEXT as T } from '@/config/series.messages';
import { paths } from '@/config/paths';
import { useSeries } from '../api/get-series';
import { useJoinSeries } from '../api/join-series';
import { formatCardDate, lifeStage } from '../format';

function standing(date: Activity): string | null {
  if (date.cancelledAt) return T.cancelledDate;
  if (date.viewer?.status === 'joined') return T.youAreIn;
  if (date.viewer?.status === 'waitlisted') return T.youWait;
  return null;
}

/** Can the student still join this date (or its waitlist)? */
const joinable = (date: Activity) =>
  lifeStage(date) === 'upcoming' && date.viewer?.status === 'none' && !date.viewer.removed;

/** The series' dates beside the one shown, with where the student stands, and joining them all. */
export function SeriesDates({
  seriesId,
  current,
  isOrganizer,
}: {
  seriesId: string;
  current: string;
  isOrganizer: boolean;
}) {
  const series = useSeries(seriesId);
  const joinAll = useJoinSeries(seriesId);
  if (series.isPending) return null;
  if (series.isError)
    return (
      <p className="alert" role="alert">
        {T.datesLoadFailed}
      </p>
    );
  const dates = series.data.activities;
  return (
    <section className="panel series-dates" aria-labelledby="series-dates-title">
      <h2 id="series-dates-title">
        {T.datesTitle} ({dates.length})
      </h2>
      <ol className="series-date-list">
        {dates.map((date) => {
          const note = date._id === current ? T.thisDate : standing(date);
          return (
            <li
              key={date._id}
              className={date.cancelledAt ? 'series-date cancelled' : 'series-date'}
            >
              <Link
                to={paths.activity(date._id)}
                aria-current={date._id === current ? 'page' : undefined}
              >
                <time dateTime={date.date}>{formatCardDate(date.date)}</time>
              </Link>
              {note && <span className="muted">{note}</span>}
            </li>
          );
        })}
      </ol>
      {!isOrganizer && dates.some(joinable) && (
        <div className="form-actions start">
          <button
            type="button"
            className="button button-primary"
            disabled={joinAll.isPending}
            onClick={() => joinAll.mutate(undefined)}
          >
            {joinAll.isPending ? T.joiningAll : T.joinAll}
          </button>
        </div>
      )}
      {joinAll.isError && (
        <p className="alert" role="alert">
          {joinAll.error.message}
        </p>
      )}
    </section>
  );
}
