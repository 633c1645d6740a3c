import { Transform } from 'class-transformer';
import { IsString, IsUUID, MaxLength, MinLength } from 'class-validator';
import { POST_INVALID_ID } from '../posts/post-messages';
import { COMMENT_MAX_LENGTH } from '@petcora/contracts';
import { COMMENT_EMPTY, COMMENT_TOO_LONG } from './comment-rules';

/** `POST /api/comments` `{ postId, content }`; content is trimmed, blank is refused. */
export class CreateCommentBody {
  @IsUUID('all', { message: POST_INVALID_ID })
  postId!: string;

  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  // class-validator runs the lowest decorator first: the type check.
  @MaxLength(COMMENT_MAX_LENGTH, { message: COMMENT_TOO_LONG })
  @MinLength(1, { message: COMMENT_EMPTY })
  @IsString({ message: COMMENT_EMPTY })
  content!: string;
}
