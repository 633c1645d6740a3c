import { MemoizedValidation } from '@petcora/nest-common';
import { PageLimit } from '../paging/page-query.decorators';

export const TRENDING_DEFAULT = 5;
export const TRENDING_MAX = 20;
/** Trending counts the posts of the last TRENDING_DAYS days. */
export const TRENDING_DAYS = 7;

@MemoizedValidation()
export class TrendingQuery {
  @PageLimit(TRENDING_MAX)
  limit: number = TRENDING_DEFAULT;
}
