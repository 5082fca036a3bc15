import { CLIENT_MESSAGES } from '@/config/messages';
import { useRouteError } from 'react-router-dom';

/** A screen that fails to load (a script chunk lost on a flaky network) shows a way out, not a blank page. */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <div className="panel error-panel" role="alert">
      <h1 tabIndex={-1}>{CLIENT_MESSAGES.somethingWentWrong}</h1>
      <p>{CLIENT_MESSAGES.chunkLoadFailed}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {CLIENT_MESSAGES.reload}
      </button>
    </div>
  );
}
