import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MemoizedValidation } from '@petcora/nest-common';
import { PEOPLE_PAGE_SIZE_DEFAULT, PEOPLE_PAGE_SIZE_MAX } from '../follows/people-query.dto';

/** `?limit&cursor` of GET /api/users/me/blocks and /mutes (keyset only: the previous page's `nextCursor`). */
@MemoizedValidation()
export class RestrictedMembersQuery {
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
