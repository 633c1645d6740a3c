import { serverMessageOf } from '@petcora/api-client';
import {
  REPORT_NOTE_MAX_LENGTH,
  REPORT_REASONS,
  SAFETY_MESSAGES,
  type ReportReason,
  type ReportTargetType,
} from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogTitle } from '@petcora/ui/dialog';
import { TextAreaField } from '@petcora/ui/text-area-field';
import { useId, useState, type FormEvent } from 'react';
import { useCreateReport } from './create-report';
import './report-dialog.css';

export interface ReportTarget {
  type: ReportTargetType;
  id: string;
}

export interface ReportDialogProps {
  target: ReportTarget;
  /** What is reported, for the title: 'post', 'comment' or '@username'. */
  subject: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export const REPORT_FAILED = 'Could not send the report. Please try again.';
export const NOTE_TOO_LONG = `A note can be at most ${REPORT_NOTE_MAX_LENGTH} characters`;

/** The form inside the open dialog: mounted on each opening, so a new report starts blank. */
function ReportForm({ target, onDone }: { target: ReportTarget; onDone: () => void }) {
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const report = useCreateReport();
  const legendId = useId();
  const tooLong = note.length > REPORT_NOTE_MAX_LENGTH;

  if (report.isSuccess) {
    return (
      <div className="social-report__done">
        <p role="status" className="social-report__thanks">
          {SAFETY_MESSAGES.reportThanks}
        </p>
        <p className="pc-muted">Our moderators will review it.</p>
        <div className="social-dialog-actions">
          <Button onClick={onDone}>Done</Button>
        </div>
      </div>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason || tooLong || report.isPending) return;
    const trimmed = note.trim();
    report.mutate({
      targetType: target.type,
      targetId: target.id,
      reason,
      ...(trimmed ? { note: trimmed } : {}),
    });
  };

  return (
    <form className="social-report" onSubmit={submit} noValidate>
      <fieldset className="social-report__reasons" aria-labelledby={legendId}>
        <legend id={legendId} className="social-report__legend">
          Why are you reporting this?
        </legend>
        {REPORT_REASONS.map((option) => (
          <label key={option.value} className="social-report__reason">
            <input
              type="radio"
              name="reason"
              value={option.value}
              checked={reason === option.value}
              onChange={() => setReason(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <TextAreaField
        label="Add a note (optional)"
        rows={3}
        value={note}
        counter={{ length: note.length, max: REPORT_NOTE_MAX_LENGTH }}
        error={tooLong ? NOTE_TOO_LONG : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      {report.isError && (
        <p role="alert" className="pc-field__error">
          {serverMessageOf(report.error) ?? REPORT_FAILED}
        </p>
      )}
      <div className="social-dialog-actions">
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!reason || tooLong || report.isPending}>
          {report.isPending ? 'Sending…' : 'Report'}
        </Button>
      </div>
    </form>
  );
}

/**
 * Reports a post, a comment or a member: one of the five reasons, an optional note (at most 1000 characters),
 * then the thanks in place of the form. A second report of the same target shows the server's 409 message.
 */
export function ReportDialog({ target, subject, open, onOpenChange }: ReportDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="social-report-dialog">
        <DialogTitle>Report {subject}</DialogTitle>
        <DialogDescription>Reports are private: the member is not told who reported them.</DialogDescription>
        <ReportForm target={target} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
