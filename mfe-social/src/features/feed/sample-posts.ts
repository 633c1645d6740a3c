import type { FeedPost, PostAuthor } from '@petcora/contracts';
import { postBy } from './post-by';

/** What visitors see on /community before signing in (spec: three built-in sample posts). */
function samplePost(
  id: string,
  author: PostAuthor,
  content: string,
  likesCount: number,
  commentsCount: number,
  hoursAgo: number,
): FeedPost {
  return postBy(author, {
    id,
    content,
    likesCount,
    commentsCount,
    createdAt: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
  });
}

const author = (id: string, username: string, displayName: string): PostAuthor => ({
  id,
  username,
  displayName,
  profileImageUrl: null,
  isVerified: false,
});

export const SAMPLE_POSTS: FeedPost[] = [
  samplePost(
    'sample-1',
    author('sample-user-1', 'goldenmax', 'Max the Golden'),
    'First swim of the summer! Max did three laps and then shook lake water over everyone at the picnic.',
    128,
    14,
    2,
  ),
  samplePost(
    'sample-2',
    author('sample-user-2', 'lunathecat', 'Luna'),
    'Tried the oat and aloe shampoo on Luna today. Zero drama, very soft fur, and she is already napping in the sun.',
    86,
    9,
    5,
  ),
  samplePost(
    'sample-3',
    author('sample-user-3', 'pawsandpages', 'Priya & Biscuit'),
    'Biscuit turns five this week. Five years of stolen socks, muddy paws and the best company. Happy birthday, buddy!',
    203,
    31,
    26,
  ),
];
