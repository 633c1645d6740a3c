import { NotFoundException, type PipeTransform } from '@nestjs/common';
import type { UserRef } from '../feed/feed.repository';
import { UUID_PATTERN } from '@petcora/validation';

export const PROFILE_NOT_FOUND = 'Profile not found';

/** Far above any real username; control characters (NUL breaks Postgres text) never occur in one. */
const MAX_NAME_LENGTH = 100;
const CONTROL = /[\u0000-\u001f\u007f]/;

/** A path segment that cannot name anyone is answered like an unknown name: 404 'Profile not found'. */
export const usernamePipe: PipeTransform<string, string> = {
  transform(value: string): string {
    if (value.length === 0 || value.length > MAX_NAME_LENGTH || CONTROL.test(value))
      throw new NotFoundException(PROFILE_NOT_FOUND);
    return value;
  },
};

/** `/api/users/:idOrUsername/...`: an account id or a username. */
export const userRefPipe: PipeTransform<string, UserRef> = {
  transform(value: string): UserRef {
    return UUID_PATTERN.test(value)
      ? { userId: value.toLowerCase() }
      : { username: usernamePipe.transform(value, { type: 'param' }) };
  },
};
