import { imageInfoFor } from '../authors/author-images';
import {
  withPostSpecAliases,
  type FeedPost,
  type ImageInfo,
  type PostComment,
  type PostImage,
  type TaggedPet,
  type TaggedProduct,
  type VideoInfo,
} from '@petcora/contracts';

/** One row of the feed query (snake_case as Postgres returns it). */
export interface FeedRow {
  id: string;
  user_id: string;
  content: string;
  location: string | null;
  image_url: string | null;
  video_url: string | null;
  likes_count: number;
  comments_count: number;
  repets_count: number;
  is_thread: boolean;
  thread_id: string | null;
  reply_to_id: string | null;
  replies_count: number;
  /** Removed by a moderator; only its author is ever shown such a row. */
  is_removed: boolean;
  created_at: Date;
  username: string;
  display_name: string | null;
  profile_image_url: string | null;
  is_verified: boolean;
  is_liked: boolean;
  is_bookmarked: boolean;
  is_repeted: boolean;
  images: PostImage[];
  /** The media row's VideoInfo of video_url (null for a video stored before they had one, or one elsewhere). */
  video_info: VideoInfo | null;
  profile_image_info: ImageInfo | null;
  /** Built by the query as JSON in the contract's shape (see FeedRepository), the avatar's stored info beside it. */
  comment_list: (PostComment & { userAvatarInfo: ImageInfo | null })[];
  /** The tagged products still in the store, and the tagged pets, in the author's order (JSON from the query). */
  product_list: TaggedProduct[];
  pet_list: TaggedPet[];
}

/** Fills every name the screens read, aliases included (userAvatar…; the spec's count aliases by withPostSpecAliases). */
export function toFeedPost(row: FeedRow): FeedPost {
  return withPostSpecAliases({
    id: row.id,
    userId: row.user_id,
    user: {
      id: row.user_id,
      username: row.username,
      displayName: row.display_name,
      profileImageUrl: row.profile_image_url,
      profileImage: imageInfoFor(row.profile_image_url, row.profile_image_info),
      isVerified: row.is_verified,
    },
    username: row.username,
    userAvatar: row.profile_image_url,
    content: row.content,
    location: row.location,
    imageUrl: row.image_url,
    videoUrl: row.video_url,
    video: row.video_url ? (row.video_info ?? unknownVideo(row.video_url)) : null,
    images: row.images,
    likesCount: row.likes_count,
    commentsCount: row.comments_count,
    repetsCount: row.repets_count,
    isLiked: row.is_liked,
    isRepeted: row.is_repeted,
    isBookmarked: row.is_bookmarked,
    isThread: row.is_thread,
    threadId: row.thread_id,
    replyToId: row.reply_to_id,
    repliesCount: row.replies_count,
    commentList: row.comment_list.map(({ userAvatarInfo, ...comment }) => ({
      ...comment,
      userAvatarImage: imageInfoFor(comment.userAvatar, userAvatarInfo),
      createdAt: new Date(comment.createdAt).toISOString(),
    })),
    products: row.product_list,
    pets: row.pet_list,
    createdAt: row.created_at.toISOString(),
    ...(row.is_removed ? { isRemoved: true } : {}),
  });
}

/** A video stored before sizes were kept (or kept elsewhere): known only by its URL. */
function unknownVideo(url: string): VideoInfo {
  return { url, width: null, height: null, durationSeconds: null, poster: null };
}
