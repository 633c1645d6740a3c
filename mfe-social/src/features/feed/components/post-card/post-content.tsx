import { useState } from 'react';
import { POST_MAX_LENGTH } from '../../post-rules';
import { withTextLinks } from './post-text-links';

/**
 * The post's text, its `@mentions` and `#hashtags` as links; past 280 characters it is cut with '...' and a 'See more'
 * button shows the rest (spec).
 */
export function PostContent({ content }: { content: string }) {
  const [expanded, setExpanded] = useState(false);
  if (!content) return null;
  const long = content.length > POST_MAX_LENGTH;
  const shown = long && !expanded ? `${content.slice(0, POST_MAX_LENGTH)}...` : content;
  return (
    <p className="social-post__content">
      {withTextLinks(shown)}
      {long && !expanded && (
        <>
          {' '}
          <button type="button" className="social-link-button" onClick={() => setExpanded(true)}>
            See more
          </button>
        </>
      )}
    </p>
  );
}
