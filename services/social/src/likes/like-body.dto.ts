import { IsUUID } from 'class-validator';
import { POST_INVALID_ID } from '../posts/post-messages';

/** `POST /api/likes` `{ postId }`. */
export class LikeBody {
  @IsUUID('all', { message: POST_INVALID_ID })
  postId!: string;
}
