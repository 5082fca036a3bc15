import {
  createReportRequestSchema,
  REPORT_REASONS,
  type ReportReason,
  type ReportTargetType,
} from '@peerconnect/contracts';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { TextAreaField } from '@/components/ui/field';
import { MODERATION_TEXT as T } from '@/config/moderation.messages';
import { isRefusal } from '@/lib/api-client';
import { useCreateReport } from '../api/create-report';
import '../moderation.css';

interface ReportButtonProps {
  targetType: ReportTargetType;
  targetId: string;
  /** Drawn as the chat's small action links, or as a regular button (profiles, activities). */
  look?: 'link' | 'button';
}

/** A Report action: it opens a short form (why, and an optional note) and says when it is sent. */
export function ReportButton({ targetType, targetId, look = 'button' }: ReportButtonProps) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  if (sent) {
    return (
      <p className="report-sent" role="status">
        {sent}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        // As a link it takes the look of the chat's action row it sits in.
        className={look === 'link' ? undefined : 'button button-ghost report-button'}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {look === 'button' && <Flag size={16} aria-hidden="true" />}
        {T.report}
      </button>
      {open && (
        <ReportForm
          targetType={targetType}
          targetId={targetId}
          onCancel={() => setOpen(false)}
          onSent={setSent}
        />
      )}
    </>
  );
}

function ReportForm({
  targetType,
  targetId,
  onCancel,
  onSent,
}: {
  targetType: ReportTargetType;
  targetId: string;
  onCancel(): void;
  onSent(message: string): void;
}) {
  const titleId = useId();
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const report = useCreateReport();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = createReportRequestSchema.safeParse({ targetType, targetId, reason, note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? T.reportFailed);
      return;
    }
    report.mutate(parsed.data, { onSuccess: (answer) => onSent(answer.message) });
  }

  return (
    <form className="report-form panel" role="dialog" aria-labelledby={titleId} onSubmit={submit}>
      <h2 id={titleId}>{T.reportTitle[targetType]}</h2>
      <p className="report-hint">{T.reportHint}</p>
      <fieldset>
        <legend>{T.reasonLabel}</legend>
        {REPORT_REASONS.map((value) => (
          <label key={value} className="report-reason">
            <input
              type="radio"
              name={`reason-${titleId}`}
              value={value}
              checked={reason === value}
              onChange={() => {
                setReason(value);
                setProblem(null);
              }}
            />
            {T.reasons[value]}
          </label>
        ))}
        {problem && (
          <p className="field-error" role="alert">
            {problem}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label={T.noteLabel}
        value={note}
        maxLength={500}
        rows={2}
        onChange={(event) => setNote(event.target.value)}
      />
      {report.isError && (
        <p className="alert" role="alert">
          {/* Already reported, or too many reports: the server says which. */}
          {isRefusal(report.error) ? report.error.message : T.reportFailed}
        </p>
      )}
      <div className="report-form-actions">
        <button type="submit" className="button button-primary" disabled={report.isPending}>
          {report.isPending ? T.sending : T.sendReport}
        </button>
        <button type="button" className="button button-ghost" onClick={onCancel}>
          {T.cancel}
        </button>
      </div>
    </form>
  );
}
