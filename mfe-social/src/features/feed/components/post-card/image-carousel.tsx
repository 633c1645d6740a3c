import type { PostImage } from '@petcora/contracts';
import { Button } from '@petcora/ui/button';
import { ResponsiveImage } from '@petcora/ui/responsive-image';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { POST_IMAGE_SIZES } from './post-image-sizes';

interface ImageCarouselProps {
  images: PostImage[];
  /** Alt text of a picture its author did not describe: who shared it. */
  fallbackAlt: string;
  /** The first post on the screen: its picture loads at once, ahead of the others. */
  firstOnScreen?: boolean;
}

/** One picture at a time; previous and next wrap around and a counter reads 'n / total' (spec). */
export function ImageCarousel({ images, fallbackAlt, firstOnScreen = false }: ImageCarouselProps) {
  const [index, setIndex] = useState(0);
  const total = images.length;
  if (total === 0) return null;
  const current = Math.min(index, total - 1);
  const image = (
    <ResponsiveImage
      className="social-post__image"
      image={images[current]}
      alt={images[current].alt || fallbackAlt}
      sizes={POST_IMAGE_SIZES}
      width={640}
      height={480}
      loading={firstOnScreen ? 'eager' : 'lazy'}
      fetchPriority={firstOnScreen ? 'high' : undefined}
    />
  );
  if (total === 1) return <div className="social-post__media">{image}</div>;
  const go = (step: number) => setIndex((current + step + total) % total);
  return (
    <div
      className="social-post__media social-carousel"
      role="group"
      aria-roledescription="carousel"
      aria-label="Photos"
    >
      {image}
      <Button
        variant="secondary"
        size="sm"
        className="social-carousel__nav social-carousel__nav--prev"
        aria-label="Previous image"
        onClick={() => go(-1)}
      >
        <ChevronLeft aria-hidden="true" />
      </Button>
      <Button
        variant="secondary"
        size="sm"
        className="social-carousel__nav social-carousel__nav--next"
        aria-label="Next image"
        onClick={() => go(1)}
      >
        <ChevronRight aria-hidden="true" />
      </Button>
      <p className="social-carousel__counter" aria-live="polite">
        {current + 1} / {total}
      </p>
    </div>
  );
}
