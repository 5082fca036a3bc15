import {
  MODERATION_ACTIONS,
  moderationActionRequestSchema,
  type ModerationAction,
  type Report,
} from '@peerconnect/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Field, SelectField, TextAreaField } from '@/components/ui/field';
import { MODERATION_TEXT as T } from '@/config/moderation.messages';
import { isRefusal } from '@/lib/api-client';
import { useActOnReport } from '../api/act-on-report';

const created = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** One open report: the content as reported, who wrote it, and the moderator's decision. */
export function ReportCard({ report }: { report: Report }) {
  const headingId = useId();
  const author = report.content.author?.username ?? T.deletedAuthor;
  return (
    <article className="report-card panel" aria-labelledby={headingId}>
      <header className="report-card-header">
        <h3 id={headingId}>
          {T.reasons[report.reason]} · {report.content.context}
        </h3>
        <p className="report-meta">
          {T.reportedBy(report.reporters)} ·{' '}
          <time dateTime={report.createdAt}>{created.format(new Date(report.createdAt))}</time>
          {report.hidden && <span className="report-badge">{T.hiddenPending}</span>}
        </p>
      </header>
      <blockquote className="report-content">
        <p>{report.content.text}</p>
        <footer>{T.by(author)}</footer>
      </blockquote>
      {report.note && (
        <p className="report-note">
          <strong>{T.reporterNote}:</strong> {report.note}
        </p>
      )}
      <DecisionForm report={report} />
    </article>
  );
}

function DecisionForm({ report }: { report: Report }) {
  const [action, setAction] = useState<ModerationAction>('dismiss');
  const [days, setDays] = useState('7');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const decide = useActOnReport();

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = { action, note, ...(action === 'suspend' ? { days } : {}) };
    const parsed = moderationActionRequestSchema.safeParse(input);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? T.decisionFailed);
      return;
    }
    setProblem(null);
    decide.mutate({ id: report._id, ...input });
  }

  return (
    <form className="decision-form" onSubmit={submit}>
      <SelectField
        label={T.decide}
        value={action}
        options={MODERATION_ACTIONS.map((value) => ({ value, label: T.actions[value] }))}
        onChange={(event) =>
          setAction(MODERATION_ACTIONS.find((value) => value === event.target.value) ?? 'dismiss')
        }
      />
      {action === 'suspend' && (
        <Field
          label={T.daysLabel}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          value={days}
          onChange={(event) => setDays(event.target.value)}
        />
      )}
      <TextAreaField
        label={T.decisionNote}
        value={note}
        rows={2}
        maxLength={500}
        error={problem ?? undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      {decide.isError && (
        <p className="alert" role="alert">
          {isRefusal(decide.error) ? decide.error.message : T.decisionFailed}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={decide.isPending}>
        {T.apply}
      </button>
    </form>
  );
}
