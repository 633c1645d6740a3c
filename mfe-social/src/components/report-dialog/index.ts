/** The report dialog, opened from the post menu, a comment's menu and a profile's menu. */
export {
  ReportDialog,
  REPORT_FAILED,
  NOTE_TOO_LONG,
  type ReportDialogProps,
  type ReportTarget,
} from './report-dialog';
export { createReport, useCreateReport } from './create-report';
