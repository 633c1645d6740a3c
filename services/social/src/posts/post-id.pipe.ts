import { BadRequestException, ParseUUIDPipe } from '@nestjs/common';
import { POST_INVALID_ID } from './post-messages';

/** A post id in a path or body: a UUID, else 400 'Invalid post id' (never a database error). */
export const postIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException(POST_INVALID_ID),
});
