import { apiJson, serverMessageOf } from '@petcora/api-client';
import type { ModerationActionKind, ModerationReportGroup, ModerationReportsPage } from '@petcora/contracts';
import { toast } from '@petcora/ui/toast';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { MODERATION_REPORTS_PATH } from './get-moderation-reports';

export interface ReportAction {
  /** The group's id (its newest report). */
  reportId: string;
  action: ModerationActionKind;
  note?: string;
}

/** POST /api/admin/reports/{id}/actions {action, note?}. */
export function actOnReport({ reportId, action, note }: ReportAction): Promise<unknown> {
  const trimmed = note?.trim();
  return apiJson<unknown>(`${MODERATION_REPORTS_PATH}/${encodeURIComponent(reportId)}/actions`, {
    method: 'POST',
    json: { action, ...(trimmed ? { note: trimmed } : {}) },
  });
}

export const ACTION_DONE: Record<ModerationActionKind, string> = {
  dismiss: 'Report dismissed',
  remove: 'Removed for everyone',
  restore: 'Restored',
  suspend: 'Member suspended',
  unsuspend: 'Member unsuspended',
};

export const ACTION_FAILED = 'Could not record the action. Please try again.';

function isGroup(value: unknown): value is ModerationReportGroup {
  return Boolean(
    value &&
    typeof value === 'object' &&
    typeof (value as ModerationReportGroup).id === 'string' &&
    Array.isArray((value as ModerationReportGroup).reports),
  );
}

/**
 * Records a moderator's action. When the server answers with the updated group it replaces the old one at once;
 * the queue is read again either way (a dismissed or actioned group leaves the open list).
 */
export function useActOnReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnReport,
    onSuccess: async (answer, { reportId, action }) => {
      const updated = isGroup(answer)
        ? answer
        : isGroup((answer as { report?: unknown })?.report)
          ? (answer as { report: ModerationReportGroup }).report
          : null;
      if (updated) {
        queryClient.setQueriesData<InfiniteData<ModerationReportsPage>>(
          { queryKey: [MODERATION_REPORTS_PATH] },
          (data) =>
            data && {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                reports: page.reports.map((group) => (group.id === reportId ? updated : group)),
              })),
            },
        );
      }
      toast({ title: ACTION_DONE[action], variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: [MODERATION_REPORTS_PATH] });
    },
    onError: (error) =>
      toast({
        title: 'Action failed',
        description: serverMessageOf(error) ?? ACTION_FAILED,
        variant: 'destructive',
      }),
  });
}
