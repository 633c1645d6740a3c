import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';

export const FEED_PAGE_SIZE_DEFAULT = 10;
export const FEED_PAGE_SIZE_MAX = 50;
export const FEED_ALGORITHMS = ['chronological', 'timeline'] as const;

/** `?page=1&limit=10`: page counts from 1. class-validator runs the lowest decorator first: the type check. */
export class FeedPageQuery {
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: `limit must be between 1 and ${FEED_PAGE_SIZE_MAX}` })
  @Max(FEED_PAGE_SIZE_MAX, { message: `limit must be between 1 and ${FEED_PAGE_SIZE_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = FEED_PAGE_SIZE_DEFAULT;
}

/** GET /api/posts adds the algorithm the timeline asks for. */
export class FeedQuery extends FeedPageQuery {
  @IsOptional()
  @IsIn(FEED_ALGORITHMS, { message: `algorithm must be one of: ${FEED_ALGORITHMS.join(', ')}` })
  algorithm: (typeof FEED_ALGORITHMS)[number] = 'chronological';
}
