import { IsIn, IsOptional } from 'class-validator';
import { MemoizedValidation } from '@petcora/nest-common';
import { PageCursor, PageLimit } from '../paging/page-query.decorators';

export const MODERATION_SORTS = ['newest', 'most'] as const;
export type ModerationSort = (typeof MODERATION_SORTS)[number];
export const REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const MODERATION_PAGE_SIZE_DEFAULT = 20;
export const MODERATION_PAGE_SIZE_MAX = 50;

/** `?sort&status&limit&cursor` of GET /api/admin/reports (keyset only: the previous page's `nextCursor`). */
@MemoizedValidation()
export class ModerationReportsQuery {
  @IsOptional()
  @IsIn(MODERATION_SORTS, { message: `sort must be one of: ${MODERATION_SORTS.join(', ')}` })
  sort: ModerationSort = 'newest';

  @IsOptional()
  @IsIn(REPORT_STATUSES, { message: `status must be one of: ${REPORT_STATUSES.join(', ')}` })
  status: ReportStatus = 'open';

  @PageLimit(MODERATION_PAGE_SIZE_MAX)
  limit: number = MODERATION_PAGE_SIZE_DEFAULT;

  @PageCursor(300)
  cursor?: string;
}
