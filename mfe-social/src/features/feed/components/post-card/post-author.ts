import type { FeedPost } from '@petcora/contracts';

export interface PostAuthorView {
  username: string;
  name: string;
  avatar: string | null;
  /** Where the author's name links: /user/{username or id} (spec). */
  profilePath: string;
}

/** The author as the card shows it, whichever of the two post views' field names the server filled. */
export function authorOf(post: FeedPost): PostAuthorView {
  const username = post.user?.username ?? post.username;
  return {
    username,
    name: post.user?.displayName || username,
    avatar: post.user?.profileImageUrl ?? post.userAvatar,
    profilePath: `/user/${encodeURIComponent(username || post.userId)}`,
  };
}

/** The post's pictures: its uploaded images, else the single image URL of a timeline post. */
export function imagesOf(post: FeedPost): string[] {
  if (post.images?.length) return post.images.map((image) => image.url);
  return post.imageUrl ? [post.imageUrl] : [];
}
