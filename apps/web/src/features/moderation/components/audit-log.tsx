import { Spinner } from '@/components/ui/spinner';
import { MODERATION_TEXT as T } from '@/config/moderation.messages';
import { useAudit } from '../api/get-audit';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Every moderation action, newest first: who decided what, about whom, and why. */
export function AuditLog() {
  const audit = useAudit();
  if (audit.isPending) return <Spinner label={T.audit} />;
  if (audit.isError)
    return (
      <p className="alert" role="alert">
        {T.loadFailed}
      </p>
    );
  if (audit.data.length === 0) return <p className="muted">{T.emptyAudit}</p>;
  return (
    <ol className="audit-log">
      {audit.data.map((entry) => (
        <li key={entry._id} className="audit-entry">
          <p>
            {T.auditLine(
              entry.moderator.username,
              T.done[entry.action],
              entry.subject?.username ?? T.targets[entry.targetType],
            )}
            {entry.until && ` ${T.until(when.format(new Date(entry.until)))}`}
          </p>
          <p className="audit-note">{entry.note}</p>
          <time dateTime={entry.createdAt}>{when.format(new Date(entry.createdAt))}</time>
        </li>
      ))}
    </ol>
  );
}
