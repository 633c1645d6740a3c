/** The moderation feature: the admins' queue of open reports and the actions on them. Pages import from here. */
export { ModerationQueue } from './components/moderation-queue';
export type { RenderModeratedPost } from './components/report-group-card';
export {
  useModerationReports,
  moderationReportsQueryOptions,
  MODERATION_REPORTS_PATH,
} from './api/get-moderation-reports';
export { useActOnReport, actOnReport, ACTION_DONE, ACTION_FAILED } from './api/act-on-report';
