import { Card } from '@petcora/ui/card';
import { Skeleton } from '@petcora/ui/feedback';
import { Hash } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TRENDING_HASHTAGS_SHOWN, useTrendingHashtags } from '../api/get-trending-hashtags';
import './hashtags.css';
import { hashtagSearchPath } from '../../../lib/explore-paths';

/** Where a hashtag leads: the explore search for '#tag'. */
export { hashtagSearchPath };

const postsLabel = (count: number) => `${count} ${count === 1 ? 'post' : 'posts'}`;

/** Sidebar card: the most used hashtags of recent posts, each opening the explore search for it. */
export function TrendingHashtags() {
  const headingId = useId();
  const hashtags = useTrendingHashtags();
  let body;
  if (hashtags.isPending) {
    body = (
      <div className="social-hashtags__loading">
        <p role="status" className="pc-visually-hidden">
          Loading trending hashtags...
        </p>
        {/* One row per hashtag that will be shown, as tall as a loaded row: the sidebar below does not move. */}
        {Array.from({ length: TRENDING_HASHTAGS_SHOWN }, (_, index) => (
          <Skeleton key={index} className="social-hashtags__placeholder" />
        ))}
      </div>
    );
  } else if (hashtags.isError) {
    body = <p className="pc-muted">Trending hashtags could not be loaded. Please try again later.</p>;
  } else if (hashtags.data.hashtags.length === 0) {
    body = <p className="pc-muted">No trending hashtags yet. Add a #hashtag to your next post!</p>;
  } else {
    body = (
      <ol className="social-hashtags__list">
        {hashtags.data.hashtags.map(({ tag, postsCount }) => (
          <li key={tag}>
            <Link to={hashtagSearchPath(tag)} className="social-hashtags__link">
              <span className="social-hashtags__tag">
                <Hash aria-hidden="true" />
                <span className="pc-visually-hidden">#</span>
                {tag}
              </span>
              <span className="social-hashtags__count pc-muted">{postsLabel(postsCount)}</span>
            </Link>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <Card className="social-hashtags" role="region" aria-labelledby={headingId}>
      <h2 id={headingId} className="social-hashtags__title">
        Trending Hashtags
      </h2>
      {body}
    </Card>
  );
}
