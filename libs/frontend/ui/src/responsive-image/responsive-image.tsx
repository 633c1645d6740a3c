import { useState, type CSSProperties, type ImgHTMLAttributes, type SyntheticEvent } from 'react';
import { cx } from '../class-names';
import './responsive-image.css';

/** One stored width of the picture (the contracts' ImageRendition). */
export interface ResponsiveImageRendition {
  url: string;
  width: number;
  height: number;
}

/**
 * What the server says about a stored picture (the contracts' ImageInfo, or a PostImage): only `url` is certain,
 * older rows and demo data carry nothing else.
 */
export interface ResponsiveImageSource {
  url: string;
  width?: number | null;
  height?: number | null;
  /** Dominant colour, '#rrggbb'. */
  placeholder?: string | null;
  /** Ascending width. */
  renditions?: readonly ResponsiveImageRendition[] | null;
}

type NativeImageProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'width' | 'height' | 'loading' | 'decoding' | 'fetchPriority'
>;

export interface ResponsiveImageProps extends NativeImageProps {
  image: ResponsiveImageSource;
  /** '' for a decorative picture (an avatar beside its name). */
  alt: string;
  /** How wide the picture is drawn, for the browser's choice among the renditions, e.g. '40px'. */
  sizes: string;
  /** The width and height attributes when the server gave no size (or always, with `box="layout"`). */
  width?: number;
  height?: number;
  /**
   * 'image': the picture's own proportions reserve the box (post images); 'layout': the CSS gives the box a fixed
   * size (avatars, banners, thumbnails), the picture is cropped into it and `width`/`height` stay as given.
   */
  box?: 'image' | 'layout';
  /** 'lazy' below the fold, 'eager' for the first screen. */
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
}

/**
 * The server's info when it describes the picture at `url`, else the bare URL: a profile whose photo was just
 * replaced may still carry the old picture's info for a moment, and that must not bring the old picture back.
 */
export function imageAt(url: string, info: ResponsiveImageSource | null | undefined): ResponsiveImageSource {
  return info && info.url === url ? info : { url };
}

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

function positiveInteger(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0;
}

/**
 * A srcset candidate list from the renditions. A URL with white space or a comma would split the list, so such a
 * rendition (or one without a usable width) is left out rather than letting it change what the other entries mean.
 */
export function srcSetOf(renditions: ResponsiveImageSource['renditions']): string | undefined {
  const usable = (renditions ?? []).filter(
    (rendition) =>
      typeof rendition?.url === 'string' &&
      rendition.url !== '' &&
      !/[\s,]/.test(rendition.url) &&
      positiveInteger(rendition.width),
  );
  if (usable.length === 0) return undefined;
  return [...usable]
    .sort((a, b) => a.width - b.width)
    .map((rendition) => `${rendition.url} ${rendition.width}w`)
    .join(', ');
}

/** The picture's own size: the one the server gave, else its largest rendition's. */
function intrinsicSizeOf(image: ResponsiveImageSource): { width: number; height: number } | undefined {
  if (positiveInteger(image.width) && positiveInteger(image.height))
    return { width: image.width, height: image.height };
  const largest = (image.renditions ?? [])
    .filter((rendition) => positiveInteger(rendition?.width) && positiveInteger(rendition?.height))
    .sort((a, b) => b.width - a.width)[0];
  return largest ? { width: largest.width, height: largest.height } : undefined;
}

/**
 * A member's picture in the size the screen needs. With the server's info it carries a srcset of the renditions,
 * `sizes`, the picture's width and height (so the box is reserved before a byte arrives: no layout shift) and its
 * dominant colour as the background until it has loaded. Without info it is the plain <img> the page always had.
 * The colour is a CSS background, so assistive technology only ever meets the alt text.
 */
export function ResponsiveImage({
  image,
  alt,
  sizes,
  width,
  height,
  box = 'image',
  loading = 'lazy',
  fetchPriority,
  className,
  style,
  onLoad,
  ...rest
}: ResponsiveImageProps) {
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const srcSet = srcSetOf(image.renditions);
  const intrinsic = intrinsicSizeOf(image);
  const placeholder =
    typeof image.placeholder === 'string' && HEX_COLOUR.test(image.placeholder)
      ? image.placeholder
      : undefined;
  const hasInfo = Boolean(srcSet || intrinsic || placeholder);
  const ownBox = box === 'image' && intrinsic !== undefined;
  const loaded = loadedUrl === image.url;

  const boxStyle: CSSProperties = {};
  if (ownBox) boxStyle.aspectRatio = `${intrinsic.width} / ${intrinsic.height}`;
  if (hasInfo) boxStyle.backgroundColor = loaded ? 'transparent' : placeholder;

  const handleLoad = (event: SyntheticEvent<HTMLImageElement>) => {
    setLoadedUrl(image.url);
    onLoad?.(event);
  };

  return (
    <img
      {...rest}
      className={
        cx(
          className,
          hasInfo && 'pc-responsive-image',
          hasInfo && !loaded && 'pc-responsive-image--loading',
        ) || undefined
      }
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={ownBox ? intrinsic.width : width}
      height={ownBox ? intrinsic.height : height}
      loading={loading}
      decoding="async"
      fetchPriority={fetchPriority}
      style={hasInfo || style ? { ...style, ...boxStyle } : undefined}
      onLoad={hasInfo ? handleLoad : onLoad}
    />
  );
}
