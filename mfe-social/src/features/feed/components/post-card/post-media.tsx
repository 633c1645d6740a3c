import type { FeedPost, VideoInfo } from '@petcora/contracts';
import type { CSSProperties } from 'react';
import { ImageCarousel } from './image-carousel';
import { describedImagesOf } from './post-author';

function positiveInteger(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/** The video's box from the server's size (no shift when it loads) and its poster; nothing for an older video. */
function videoFrameOf(video: VideoInfo | null | undefined) {
  const poster = video?.poster?.url || undefined;
  if (!video || !positiveInteger(video.width) || !positiveInteger(video.height)) return { poster };
  const style: CSSProperties = { aspectRatio: `${video.width} / ${video.height}` };
  const placeholder = video.poster?.placeholder;
  if (placeholder && /^#[0-9a-f]{6}$/i.test(placeholder)) style.backgroundColor = placeholder;
  return { poster, width: video.width, height: video.height, style };
}

interface PostMediaProps {
  post: FeedPost;
  authorName: string;
  /** The first post on the screen: its picture loads at once. */
  firstOnScreen?: boolean;
}

/** The post's pictures (a carousel past one) and its video, if any. */
export function PostMedia({ post, authorName, firstOnScreen = false }: PostMediaProps) {
  const images = describedImagesOf(post);
  const frame = videoFrameOf(post.video);
  return (
    <>
      <ImageCarousel
        images={images}
        fallbackAlt={`Photo shared by ${authorName}`}
        firstOnScreen={firstOnScreen}
      />
      {post.videoUrl && (
        <div className="social-post__media">
          <video
            className="social-post__video"
            src={post.videoUrl}
            controls
            // With a poster to show, nothing of the video is fetched before the member presses play.
            preload={frame.poster ? 'none' : 'metadata'}
            poster={frame.poster}
            width={frame.width}
            height={frame.height}
            style={frame.style}
            aria-label={`Video shared by ${authorName}`}
          />
        </div>
      )}
    </>
  );
}
