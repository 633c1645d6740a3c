import { MemoizedValidation } from '@petcora/nest-common';
import { PeopleKeysetQuery } from '../follows/people-query.dto';

/** `?limit&cursor` of GET /api/users/me/blocks and /mutes (keyset only: the previous page's `nextCursor`). */
@MemoizedValidation()
export class RestrictedMembersQuery extends PeopleKeysetQuery {}
