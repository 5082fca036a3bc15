import { Navigate } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { MODERATION_TEXT as T } from '@/config/moderation.messages';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useOpenReports } from './api/get-reports';
import { AuditLog } from './components/audit-log';
import { ReportCard } from './components/report-card';
import './moderation.css';

/** /moderation: the open reports with their content and a decision each, then the audit log. */
export default function ModerationPage() {
  const { user } = useAuth();
  if (user && !user.moderator) return <Navigate to={paths.dashboard} replace />;
  return (
    <div className="page narrow moderation-page">
      <h1 tabIndex={-1}>{T.title}</h1>
      <section aria-labelledby="moderation-queue">
        <h2 id="moderation-queue">{T.queue}</h2>
        <Queue />
      </section>
      <section aria-labelledby="moderation-audit">
        <h2 id="moderation-audit">{T.audit}</h2>
        <AuditLog />
      </section>
    </div>
  );
}

function Queue() {
  const reports = useOpenReports();
  if (reports.isPending) return <Spinner label={T.queue} />;
  if (reports.isError)
    return (
      <p className="alert" role="alert">
        {T.loadFailed}
      </p>
    );
  if (reports.data.length === 0) return <p className="muted">{T.emptyQueue}</p>;
  return (
    <div className="report-queue">
      {reports.data.map((report) => (
        <ReportCard key={report._id} report={report} />
      ))}
    </div>
  );
}
