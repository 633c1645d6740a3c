import { ApiError } from '@petcora/api-client';
import type { FeedPost } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { Card } from '@petcora/ui/card';
import { useNavigate } from 'react-router-dom';
import { usePost } from '../api/get-post';
import { useThread } from '../api/get-thread';
import { CreatePostDialog } from './composer/create-post-dialog';
import { PostCard } from './post-card/post-card';
import './feed.css';

/** The thread a post belongs to: its own id when it starts one, else the thread it was added to. */
function threadOf(post: FeedPost | undefined): string | null {
  if (!post) return null;
  return post.isThread ? post.id : post.threadId;
}

function LoadFailed({ notFound }: { notFound: boolean }) {
  return notFound ? (
    <h1>Post not found</h1>
  ) : (
    <Card role="alert">
      <h1>Something went wrong loading posts.</h1>
      <p className="pc-muted">Please try again later.</p>
    </Card>
  );
}

/** One post (the target of 'Copy link') with its replies open; a thread is shown whole, in order. */
export function PostDetail({ postId }: { postId: string }) {
  const navigate = useNavigate();
  const me = useSession((state) => state.user);
  const post = usePost(postId);
  const threadId = threadOf(post.data);
  const thread = useThread(threadId);
  const leave = () => navigate('/community');

  if (post.isPending) return <p role="status">Loading post...</p>;
  if (post.isError)
    return <LoadFailed notFound={post.error instanceof ApiError && post.error.status === 404} />;

  if (!threadId) {
    return (
      <div className="social-feed">
        <h1>Post</h1>
        <PostCard post={post.data} defaultShowReplies onDeleted={leave} firstOnScreen />
      </div>
    );
  }
  const entries = thread.data?.posts ?? [post.data];
  const starter = entries[0];
  const mine = Boolean(me && starter && (me.id === starter.userId || me.username === starter.username));
  return (
    <div className="social-feed">
      <h1>Thread</h1>
      {thread.isPending && <p role="status">Loading thread...</p>}
      <ol className="social-thread" aria-label="Thread">
        {entries.map((entry) => (
          <li key={entry.id} aria-current={entry.id === postId ? 'true' : undefined}>
            <PostCard
              post={entry}
              defaultShowReplies={entry.id === postId}
              onDeleted={leave}
              firstOnScreen={entry.id === postId}
            />
          </li>
        ))}
      </ol>
      {mine && <CreatePostDialog threadId={threadId} label="Add to thread" />}
    </div>
  );
}
