import type { ImageInfo, VideoInfo } from './media';
import type { DirectMessage } from './messages';
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
  /** The avatar's sizes and placeholder, when the server has them for that very picture. */
  userAvatarImage?: ImageInfo | null;
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
  /** Size, placeholder and renditions of the stored image (mediaType 'image'). */
  image?: ImageInfo;
  /** Size, length and poster of the stored video (mediaType 'video'). */
  video?: VideoInfo;
}

/* ---------- Feeds, profiles, follows, search, hashtags, live updates ---------- */

/**
 * Feed lists accept `?page&limit` (the spec's paging) and `?cursor` (keyset paging: the `nextCursor` of the previous
 * page). With a cursor, `page` is ignored and the page starts right after the cursor's post, so posts arriving between
 * pages never shift or repeat what the reader already saw. The cursor is opaque to clients.
 */
export interface FeedPageQueryParams {
  page?: number;
  limit?: number;
  cursor?: string;
}

/** GET /api/profile/{username}: the public profile with its counts, as the viewer sees it. 404 'Profile not found'. */
export interface PublicProfile {
  id: string;
  username: string;
  displayName: string | null;
  bio: string | null;
  profileImageUrl: string | null;
  /** Same value as profileImageUrl, the other variant's name. */
  profilePicture: string | null;
  coverImageUrl: string | null;
  /** Renditions of profileImageUrl and coverImageUrl, when the server has them. */
  profileImage?: ImageInfo | null;
  coverImage?: ImageInfo | null;
  location: string | null;
  website: string | null;
  isVerified: boolean;
  /** When the member joined (ISO). */
  createdAt: string;
  followersCount: number;
  followingCount: number;
  postsCount: number;
  /** The viewer follows this member (false for visitors and for oneself). */
  isFollowing: boolean;
  /** This member follows the viewer. */
  followsYou: boolean;
  isOwnProfile: boolean;
  /** The viewer has blocked / muted this member (false for visitors and for oneself). */
  isBlocked?: boolean;
  isMuted?: boolean;
}

/** Answer of POST/DELETE /api/users/{username}/follow: idempotent, never oneself (400). */
export interface FollowState {
  userId: string;
  username: string;
  isFollowing: boolean;
  followersCount: number;
}

/** A person in a list (followers, following, suggestions, search). */
export interface PersonSummary {
  id: string;
  username: string;
  displayName: string | null;
  profileImageUrl: string | null;
  /** The avatar's sizes and placeholder, when the server has them for that very picture. */
  profileImage?: ImageInfo | null;
  isVerified: boolean;
  bio: string | null;
  followersCount: number;
  /** The viewer follows this person. */
  isFollowing: boolean;
}

/** GET /api/users/{username}/followers|following and GET /api/suggested-accounts. */
export interface PeoplePage {
  users: PersonSummary[];
  hasMore: boolean;
  nextCursor?: string | null;
}

export interface TrendingHashtag {
  /** Without the '#', lower case. */
  tag: string;
  postsCount: number;
}

/** GET /api/hashtags/trending?limit: hashtags of posts of the last days, most used first. */
export interface TrendingHashtags {
  hashtags: TrendingHashtag[];
}

/** Pet-type filters of /explore's chips (All = no filter), sent as `petType` to search. */
export const PET_TYPES = ['dog', 'cat', 'fish', 'bird'] as const;
export type PetType = (typeof PET_TYPES)[number];

/** The longest comment, in characters: the comment form stops typing there and POST /api/comments refuses more. */
export const COMMENT_MAX_LENGTH = 1000;

/** Posts per feed page (the spec's page size): what the feeds ask for, and the social service's default `limit`. */
export const FEED_PAGE_SIZE = 10;

/** Longest search text GET /api/search/all accepts (400 beyond; the gateway and the social service both check). */
export const SEARCH_TEXT_MAX = 200;

/**
 * Server-sent events of GET /api/live (signed-in members; the gateway authenticates it like any request).
 * `event:` is the type, `data:` the JSON payload. The viewer's own posts are not announced to them.
 */
export type LiveEvent =
  | { type: 'post-created'; postId: string; userId: string; createdAt: string }
  | { type: 'like-count'; postId: string; likesCount: number }
  // Sent to the recipient only (the two members alone ever see a message).
  | { type: 'message'; toUserId: string; fromUsername: string; message: DirectMessage }
  // Sent to the sender only, when the recipient read the conversation up to `seenAt`.
  | { type: 'message-seen'; toUserId: string; conversationId: string; byUsername: string; seenAt: string }
  /** To `userId`'s streams only: their unread notifications count changed. */
  | { type: 'notifications-unread'; userId: string; count: number };

export const LIVE_EVENTS_PATH = '/api/live';
