import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, Min } from 'class-validator';
import { INVALID_CURSOR } from './feed-cursor';
import { MemoizedValidation } from '@petcora/nest-common';
import { FEED_PAGE_SIZE } from '@petcora/contracts';

export const FEED_PAGE_SIZE_MAX = 50;
/** `?page=` is an OFFSET: bounded so that no request walks more than 50 000 index entries; deeper reading uses cursors. */
export const FEED_PAGE_MAX = 1000;
export const FEED_ALGORITHMS = ['chronological', 'timeline'] as const;

/**
 * `?page=1&limit=10` (page counts from 1) or `?cursor=<nextCursor>&limit=10`. class-validator runs the lowest decorator
 * first: the type check. The cursor's content is checked by the list it is used with (400 'Invalid cursor').
 */
@MemoizedValidation()
export class FeedPageQuery {
  @IsOptional()
  @Type(() => Number)
  @Max(FEED_PAGE_MAX, { message: `page must be ${FEED_PAGE_MAX} or less; use cursor to read further` })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: `limit must be between 1 and ${FEED_PAGE_SIZE_MAX}` })
  @Max(FEED_PAGE_SIZE_MAX, { message: `limit must be between 1 and ${FEED_PAGE_SIZE_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = FEED_PAGE_SIZE;

  /** An array (`?cursor=a&cursor=b`) or an over-long value fails here; a malformed one in decodeCursor. */
  @IsOptional()
  @IsString({ message: INVALID_CURSOR })
  cursor?: string;
}

/** GET /api/posts adds the algorithm the timeline asks for. */
@MemoizedValidation()
export class FeedQuery extends FeedPageQuery {
  @IsOptional()
  @IsIn(FEED_ALGORITHMS, { message: `algorithm must be one of: ${FEED_ALGORITHMS.join(', ')}` })
  algorithm: (typeof FEED_ALGORITHMS)[number] = 'chronological';
}
