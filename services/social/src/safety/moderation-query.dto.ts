import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MemoizedValidation } from '@petcora/nest-common';

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

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: `limit must be between 1 and ${MODERATION_PAGE_SIZE_MAX}` })
  @Max(MODERATION_PAGE_SIZE_MAX, { message: `limit must be between 1 and ${MODERATION_PAGE_SIZE_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = MODERATION_PAGE_SIZE_DEFAULT;

  @IsOptional()
  @MaxLength(300, { message: 'Invalid cursor' })
  @IsString({ message: 'Invalid cursor' })
  cursor?: string;
}
