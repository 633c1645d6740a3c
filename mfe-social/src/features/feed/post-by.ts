import { withPostSpecAliases, type FeedPost, type PostAuthor } from '@petcora/contracts';

/**
 * A post as the feed returns it, by `author`, with nothing on it but what `fields` gives: no media, place, thread,
 * tags or reactions; the spec's other names for its counts follow them. The built-in sample posts are made this way.
 */
export function postBy(
  author: PostAuthor,
  fields: Pick<FeedPost, 'id' | 'content' | 'createdAt'> & Partial<FeedPost>,
): FeedPost {
  return withPostSpecAliases({
    userId: author.id,
    user: author,
    username: author.username,
    userAvatar: author.profileImageUrl,
    location: null,
    imageUrl: null,
    videoUrl: null,
    images: [],
    likesCount: 0,
    commentsCount: 0,
    repetsCount: 0,
    isLiked: false,
    isRepeted: false,
    isBookmarked: false,
    isThread: false,
    threadId: null,
    replyToId: null,
    repliesCount: 0,
    commentList: [],
    products: [],
    pets: [],
    ...fields,
  });
}
