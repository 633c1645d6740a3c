import type { ImageInfo, PostComment } from '@petcora/contracts';
import { imageInfoFor } from '../authors/author-images';

export interface CommentRow {
  id: string;
  user_id: string;
  post_id: string;
  content: string;
  created_at: Date | string;
  username: string;
  display_name: string | null;
  profile_image_url: string | null;
  profile_image_info: ImageInfo | null;
}

export function toPostComment(row: CommentRow): PostComment {
  return {
    id: row.id,
    postId: row.post_id,
    userId: row.user_id,
    username: row.username,
    displayName: row.display_name,
    userAvatar: row.profile_image_url,
    userAvatarImage: imageInfoFor(row.profile_image_url, row.profile_image_info),
    content: row.content,
    comment: row.content,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
