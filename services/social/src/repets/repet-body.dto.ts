import { IsOptional, IsString, MaxLength } from 'class-validator';
import { POST_MAX_LENGTH, POST_TOO_LONG } from '../posts/post-messages';

/** `POST /api/posts/{id}/repet` `{ repetComment }` (the spec's client sends it empty). */
export class RepetBody {
  @IsOptional()
  @IsString({ message: 'repetComment must be text' })
  @MaxLength(POST_MAX_LENGTH, { message: POST_TOO_LONG })
  repetComment?: string;
}
