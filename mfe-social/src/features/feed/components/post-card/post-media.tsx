import type { FeedPost } from '@petcora/contracts';
import { ImageCarousel } from './image-carousel';
import { describedImagesOf } from './post-author';

/** The post's pictures (a carousel past one) and its video, if any. */
export function PostMedia({ post, authorName }: { post: FeedPost; authorName: string }) {
  const images = describedImagesOf(post);
  return (
    <>
      <ImageCarousel images={images} fallbackAlt={`Photo shared by ${authorName}`} />
      {post.videoUrl && (
        <div className="social-post__media">
          <video
            className="social-post__video"
            src={post.videoUrl}
            controls
            preload="metadata"
            aria-label={`Video shared by ${authorName}`}
          />
        </div>
      )}
    </>
  );
}
