import { BadRequestException } from '@nestjs/common';
import sharp, { type SharpOptions } from 'sharp';
import { removeQuietly, temporaryPath } from '../stored-media';

/** The widths an image is stored in; `square` crops each to a centred square (avatars, shown round). */
export interface ImageSizes {
  widths: readonly number[];
  square?: boolean;
}

/** Post images, the timeline's moment image, banners: from a phone's thumbnail to a wide desktop column. */
export const CONTENT_IMAGE_SIZES: ImageSizes = { widths: [320, 640, 1080, 1600] };
/** Avatars: 48 px at 2× up to the profile header's 192 px at 2×. */
export const AVATAR_IMAGE_SIZES: ImageSizes = { widths: [96, 192, 384], square: true };

/** Decoding limits: what a phone makes passes, a decompression bomb or a flip-book does not. */
export const IMAGE_LIMITS = {
  /** Pixels of the whole input (every frame of an animation counted): 40 MP. */
  maxInputPixels: 40_000_000,
  maxFrames: 100,
  /** Per rendition; libvips stops the work past it. */
  timeoutSeconds: 20,
  webpQuality: 80,
} as const;

/** One written rendition, waiting in the staging folder to be handed to the storage. */
export interface RenditionFile {
  temporary: string;
  width: number;
  height: number;
  bytes: number;
}

export interface ProcessedImage {
  /** Ascending width; the last one is the largest. */
  renditions: RenditionFile[];
  /** Dominant colour, `#rrggbb`. */
  placeholder: string;
}

// Every upload is decoded once from a temporary file that is gone afterwards: libvips' operation cache would only hold
// memory (and descriptors of deleted files) for inputs that never come again.
sharp.cache(false);

const INPUT_OPTIONS: SharpOptions = {
  limitInputPixels: IMAGE_LIMITS.maxInputPixels,
  // A file cut short (or otherwise broken) is refused instead of stored half grey.
  failOn: 'truncated',
  animated: true,
};

/** The widths to make for an upright image `width` wide: every size below it, then the largest that fits. */
export function renditionWidths(sizes: ImageSizes, width: number, height: number): number[] {
  const side = sizes.square ? Math.min(width, height) : width;
  const largest = Math.min(side, Math.max(...sizes.widths));
  return [...sizes.widths.filter((candidate) => candidate < largest), largest];
}

const hex = (value: number): string => Math.round(value).toString(16).padStart(2, '0');

/**
 * Decodes the image at `source` and writes its WebP renditions next to it in `directory`: orientation applied to the
 * pixels first, nothing of the original's metadata kept (EXIF, XMP, IPTC, comments; colours converted to sRGB and no
 * profile embedded), never upscaled. Anything that does not decode within the limits is refused with a 400 carrying
 * `refusal`, and no rendition is left behind.
 */
export async function processImage(
  source: string,
  directory: string,
  sizes: ImageSizes,
  refusal: string,
): Promise<ProcessedImage> {
  const refuse = () => new BadRequestException(refusal);
  const metadata = await sharp(source, INPUT_OPTIONS)
    .metadata()
    .catch(() => {
      throw refuse();
    });
  const frames = metadata.pages ?? 1;
  const frameHeight = metadata.pageHeight ?? metadata.height;
  if (!metadata.width || !frameHeight || frames > IMAGE_LIMITS.maxFrames) throw refuse();
  if (metadata.width * frameHeight * frames > IMAGE_LIMITS.maxInputPixels) throw refuse();
  // Orientations 5-8 turn the picture a quarter: the upright width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = turned ? frameHeight : metadata.width;
  const height = turned ? metadata.width : frameHeight;

  const renditions: RenditionFile[] = [];
  try {
    for (const target of renditionWidths(sizes, width, height)) {
      const temporary = temporaryPath(directory);
      renditions.push({ temporary, width: 0, height: 0, bytes: 0 });
      const resize = sizes.square
        ? { width: target, height: target, fit: 'cover' as const }
        : { width: target, withoutEnlargement: true };
      const written = await sharp(source, INPUT_OPTIONS)
        .rotate()
        .resize(resize)
        .webp({ quality: IMAGE_LIMITS.webpQuality })
        .timeout({ seconds: IMAGE_LIMITS.timeoutSeconds })
        .toFile(temporary)
        .catch(() => {
          throw refuse();
        });
      const renditionHeight = frames > 1 ? Math.round(written.height / frames) : written.height;
      Object.assign(renditions[renditions.length - 1], {
        width: written.width,
        height: renditionHeight,
        bytes: written.size,
      });
    }
    // The smallest rendition has the same colours at a fraction of the work.
    const { dominant } = await sharp(renditions[0].temporary)
      .stats()
      .catch(() => {
        throw refuse();
      });
    return { renditions, placeholder: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}` };
  } catch (error) {
    await Promise.all(renditions.map((rendition) => removeQuietly(rendition.temporary)));
    throw error;
  }
}
