import type { FeedPost } from '@petcora/contracts';
import { LoadMoreButton } from '@petcora/ui/load-more-button';
import { Card } from '@petcora/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@petcora/ui/tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../profiles.css';
import { PROFILE_TABS, useProfilePosts, type ProfileTab } from '../../api/get-profile-posts';
import { LoadingRows } from '../../../../components/loading-rows';

const LABELS: Record<ProfileTab, string> = {
  posts: 'Posts',
  replies: 'Replies',
  media: 'Media',
  likes: 'Likes',
};

const EMPTY: Record<ProfileTab, string> = {
  posts: 'No posts yet',
  replies: 'No replies yet',
  media: 'No photos or videos yet',
  likes: 'No liked posts yet',
};

export type RenderPost = (post: FeedPost) => ReactNode;

function isTab(value: string | null): value is ProfileTab {
  return (PROFILE_TABS as readonly (string | null)[]).includes(value);
}

/** One tab's list: 3 placeholders while loading, the posts, 'Load more' while the server has more, or its empty text. */
function ProfilePostList({
  username,
  tab,
  renderPost,
}: {
  username: string;
  tab: ProfileTab;
  renderPost: RenderPost;
}) {
  const posts = useProfilePosts(username, tab);
  if (posts.isPending) {
    return (
      <LoadingRows
        label="Loading posts..."
        className="social-profile-list"
        rowClassName="social-profile-list__skeleton"
      />
    );
  }
  if (posts.isError) {
    return (
      <Card role="alert">
        <p>Failed to fetch user posts</p>
        <p className="pc-muted">Please try again later.</p>
      </Card>
    );
  }
  const list = posts.data.pages.flatMap((page) => page.posts);
  if (list.length === 0) return <p className="pc-muted social-profile-list__empty">{EMPTY[tab]}</p>;
  return (
    <div className="social-profile-list">
      {list.map((post) => (
        <div key={post.id}>{renderPost(post)}</div>
      ))}
      <LoadMoreButton pages={posts} className="social-profile-list__more" />
    </div>
  );
}

/**
 * Posts, Replies, Media and Likes of a member, each from its own list. The open tab lives in the address (?tab=),
 * so a shared link or a reload keeps it. Posts are drawn by the page (pages compose the feed's post card).
 */
export function ProfileTabs({ username, renderPost }: { username: string; renderPost: RenderPost }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: ProfileTab = isTab(requested) ? requested : 'posts';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === 'posts') next.delete('tab');
            else next.set('tab', value);
            return next;
          },
          { replace: true },
        )
      }
      className="social-profile-tabs"
    >
      <TabsList aria-label="Profile sections">
        {PROFILE_TABS.map((value) => (
          <TabsTrigger key={value} value={value}>
            {LABELS[value]}
          </TabsTrigger>
        ))}
      </TabsList>
      {PROFILE_TABS.map((value) => (
        <TabsContent key={value} value={value}>
          <ProfilePostList username={username} tab={value} renderPost={renderPost} />
        </TabsContent>
      ))}
    </Tabs>
  );
}
