import { useState } from 'react';
import { ACTIVITY_LIFE_TEXT as T } from '@/config/activity.messages';
import { useCalendarFeed } from '../api/get-calendar-feed';
import { useResetCalendarFeed } from '../api/reset-calendar-feed';

/** The secret address of the student's calendar feed, to copy into a calendar app, or replace. */
export function CalendarFeed() {
  const feed = useCalendarFeed();
  const reset = useResetCalendarFeed();
  const [copied, setCopied] = useState(false);
  const copy = async (url: string) => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  return (
    <section className="panel form-stack" aria-labelledby="feed-title">
      <h2 id="feed-title">{T.feedTitle}</h2>
      <p className="muted">{T.feedIntro}</p>
      {feed.isError && (
        <p className="alert" role="alert">
          {feed.error.message}
        </p>
      )}
      {feed.data && (
        <>
          <input
            className="feed-url"
            readOnly
            value={feed.data.url}
            aria-label={T.feedTitle}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="form-actions start">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void copy(feed.data.url)}
            >
              {copied ? T.copied : T.copy}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={reset.isPending}
              onClick={() => {
                setCopied(false);
                reset.mutate();
              }}
            >
              {reset.isPending ? T.resetting : T.resetLink}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
