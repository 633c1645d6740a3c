import { Transform, Type, type TransformFnParams } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { PET_TYPES, SEARCH_TEXT_MAX, type PetType } from '@petcora/contracts';
import { MemoizedValidation } from '@petcora/nest-common';
import { PageLimit } from '../paging/page-query.decorators';

export const SEARCH_PAGE_SIZE_DEFAULT = 10;
export const SEARCH_PAGE_SIZE_MAX = 50;
export const SEARCH_PAGE_MAX = 100;

/**
 * Surrounding blanks go; so do NUL characters, which Postgres text cannot hold (left in, a bound parameter with one
 * fails the query). Anything else, operators and quotes included, stays text: it only ever reaches SQL as a bound
 * parameter of websearch_to_tsquery, ILIKE (escaped) or a trigram comparison.
 */
const cleanText = ({ value }: TransformFnParams): unknown =>
  typeof value === 'string' ? value.replace(/\u0000/g, '').trim() : value;

const emptyAsAbsent = ({ value }: TransformFnParams): unknown => (value === '' ? undefined : value);

/**
 * `GET /internal/search?q&page&limit&petType`. class-validator runs the lowest decorator first: the type check. Its
 * rules and transforms read the values only, so a query that passed is answered from memory (ADR 0048; the search is
 * read as often as the feed).
 */
@MemoizedValidation()
export class SearchQuery {
  @IsOptional()
  @Transform(cleanText)
  @MaxLength(SEARCH_TEXT_MAX, { message: `Search text must be at most ${SEARCH_TEXT_MAX} characters` })
  @IsString({ message: 'Search text must be a single text value' })
  q?: string;

  @IsOptional()
  @Type(() => Number)
  @Max(SEARCH_PAGE_MAX, { message: `page must be between 1 and ${SEARCH_PAGE_MAX}` })
  @Min(1, { message: `page must be between 1 and ${SEARCH_PAGE_MAX}` })
  @IsInt({ message: 'page must be a whole number' })
  page: number = 1;

  @PageLimit(SEARCH_PAGE_SIZE_MAX)
  limit: number = SEARCH_PAGE_SIZE_DEFAULT;

  @IsOptional()
  @Transform(emptyAsAbsent)
  @IsIn(PET_TYPES, { message: `petType must be one of: ${PET_TYPES.join(', ')}` })
  petType?: PetType;
}
