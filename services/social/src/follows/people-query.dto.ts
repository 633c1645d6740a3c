import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MemoizedValidation } from '@petcora/nest-common';

export const PEOPLE_PAGE_SIZE_DEFAULT = 20;
export const PEOPLE_PAGE_SIZE_MAX = 50;
/** `?page=` is an OFFSET: bounded; deeper reading uses cursors. */
export const PEOPLE_PAGE_MAX = 1000;
export const SUGGESTIONS_DEFAULT = 5;
export const SUGGESTIONS_MAX = 20;

/**
 * `?limit&cursor` of a keyset-paged people list (the blocks and mutes lists too): with a cursor (the previous page's
 * `nextCursor`) the page starts right after it. class-validator runs the lowest decorator first: the type check.
 */
@MemoizedValidation()
export class PeopleKeysetQuery {
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: `limit must be between 1 and ${PEOPLE_PAGE_SIZE_MAX}` })
  @Max(PEOPLE_PAGE_SIZE_MAX, { message: `limit must be between 1 and ${PEOPLE_PAGE_SIZE_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = PEOPLE_PAGE_SIZE_DEFAULT;

  @IsOptional()
  @MaxLength(200, { message: 'Invalid cursor' })
  @IsString({ message: 'Invalid cursor' })
  cursor?: string;
}

/** `?page&limit&cursor` of the followers and following lists; with a cursor `page` is ignored. */
@MemoizedValidation()
export class PeoplePageQuery extends PeopleKeysetQuery {
  @IsOptional()
  @Type(() => Number)
  @Max(PEOPLE_PAGE_MAX, { message: `page must be ${PEOPLE_PAGE_MAX} or less; use cursor to read further` })
  @Min(1, { message: 'page must be 1 or more' })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;
}

/** `?limit` of GET /api/suggested-accounts. */
@MemoizedValidation()
export class SuggestionsQuery {
  @IsOptional()
  @Type(() => Number)
  @Min(1, { message: `limit must be between 1 and ${SUGGESTIONS_MAX}` })
  @Max(SUGGESTIONS_MAX, { message: `limit must be between 1 and ${SUGGESTIONS_MAX}` })
  @IsInt({ message: 'limit must be a whole number' })
  limit: number = SUGGESTIONS_DEFAULT;
}
