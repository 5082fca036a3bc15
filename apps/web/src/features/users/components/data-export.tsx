import { ACCOUNT_TEXT as T } from '@/config/account.messages';
import { useDownloadMyData } from '../api/account';
import { FailureAlert } from './failure-alert';

/** Everything stored about the student, as one file to take along. */
export function DataExport() {
  const download = useDownloadMyData();
  return (
    <section className="panel form-stack" aria-labelledby="data-title">
      <h2 id="data-title">{T.dataTitle}</h2>
      <p className="muted">{T.dataIntro}</p>
      {download.isError && (
        <FailureAlert error={download.error} fallback={download.error.message} />
      )}
      <div>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => download.mutate()}
          disabled={download.isPending}
        >
          {download.isPending ? T.downloading : T.download}
        </button>
      </div>
    </section>
  );
}
