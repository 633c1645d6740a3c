import type { FeedPost, PostImage } from '@petcora/contracts';

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
  return describedImagesOf(post).map((image) => image.url);
}

/** The pictures with the author's descriptions (alt text), where given. */
export function describedImagesOf(post: FeedPost): PostImage[] {
  if (post.images?.length) return post.images;
  return post.imageUrl ? [{ url: post.imageUrl, alt: null }] : [];
}
