import { apiJson } from '@petcora/api-client';
import type { CreateReportRequest, ReportCreated } from '@petcora/contracts';
import { useMutation } from '@tanstack/react-query';

/** POST /api/reports → 201 with the thanks; 409 when the viewer already has an open report on the target. */
export function createReport(report: CreateReportRequest): Promise<ReportCreated> {
  return apiJson<ReportCreated>('/api/reports', { method: 'POST', json: report });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
