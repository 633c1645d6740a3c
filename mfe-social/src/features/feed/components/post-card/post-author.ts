import type { FeedPost, ImageInfo, PostImage } from '@petcora/contracts';

export interface PostAuthorView {
  username: string;
  name: string;
  avatar: string | null;
  /** The avatar's size, placeholder and renditions, when the server has them. */
  avatarImage: ImageInfo | null;
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
    avatarImage: post.user?.profileImage ?? null,
    profilePath: `/user/${encodeURIComponent(username || post.userId)}`,
  };
}

/**
 * The post's pictures with the author's descriptions (alt text) and, where the server has them, their sizes and
 * renditions: its uploaded images, else the single image URL of a timeline post.
 */
export function describedImagesOf(post: FeedPost): PostImage[] {
  if (post.images?.length) return post.images;
  return post.imageUrl ? [{ url: post.imageUrl, alt: null }] : [];
}
