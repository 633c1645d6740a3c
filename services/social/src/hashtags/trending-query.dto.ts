import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { MemoizedValidation } from '@petcora/nest-common';

export const TRENDING_DEFAULT = 5;
export const TRENDING_MAX = 20;
/** Trending counts the posts of the last TRENDING_DAYS days. */
export const TRENDING_DAYS = 7;

@MemoizedValidation()
export class TrendingQuery {
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: `limit must be between 1 and ${TRENDING_MAX}` })
  @Max(TRENDING_MAX, { message: `limit must be between 1 and ${TRENDING_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = TRENDING_DEFAULT;
}
