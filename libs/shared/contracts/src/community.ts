/** Answers of the community's actions on a post (services/social ↔ mfe-social). */

export interface LikeState {
  postId: string;
  isLiked: boolean;
  likesCount: number;
  /** The other post view's name for the same count. */
  likeCount: number;
}

export interface BookmarkState {
  postId: string;
  isBookmarked: boolean;
}

export interface RepetState {
  postId: string;
  isRepeted: true;
  repetsCount: number;
  /** The repet itself (a post with isRepet and originalPostId). */
  repetId: string;
}

/** A comment as listed under a post; `username` and `comment` are the feed's `commentList` item names. */
export interface PostComment {
  id: string;
  postId: string;
  userId: string;
  username: string;
  displayName: string | null;
  userAvatar: string | null;
  content: string;
  comment: string;
  createdAt: string;
}

export interface CommentPage {
  comments: PostComment[];
  hasMore: boolean;
}

/** The spec's media upload response (POST /api/posts/media). */
export interface MediaUploadResponse {
  mediaType: 'image' | 'video';
  mediaUrl: string;
  imageUrl: string | null;
  videoUrl: string | null;
}
