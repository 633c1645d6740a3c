import { BadRequestException } from '@nestjs/common';
import { MEDIA_TYPES, type MediaType } from '../media-types';
import type { MediaStorage } from '../storage/media-storage';
import {
  randomMediaId,
  removeQuietly,
  renditionName,
  type StoredImage,
  type StoredMedia,
  type StoredVideo,
} from '../stored-media';
import { undecodableMessage, type UploadFieldRule } from '../upload-rules';
import { CONTENT_IMAGE_SIZES, type ImageSizes, processImage, type RenditionFile } from './image-pipeline';
import { processVideo, videoTools } from './video-pipeline';
import { WorkSlots } from './work-slots';

/**
 * Decoding and encoding at once per process: sharp and ffmpeg's waiting runs on libuv's thread pool (4 threads), which
 * file reads share; two leaves the rest free, and a burst of uploads waits its turn instead of stalling everything.
 */
export const mediaWork = new WorkSlots(2);

/** Hands staged files to the storage; if one fails, those already stored are removed again. */
async function putAll(
  storage: MediaStorage,
  files: ReadonlyArray<{ temporary: string; fileName: string; contentType: string; bytes: number }>,
): Promise<void> {
  const stored: string[] = [];
  try {
    for (const file of files) {
      await storage.put(file.temporary, file.fileName, file.contentType, file.bytes);
      stored.push(file.fileName);
    }
  } catch (error) {
    await Promise.all([
      ...files.map((file) => removeQuietly(file.temporary)),
      ...stored.map((fileName) => storage.remove(fileName)),
    ]);
    throw error;
  }
}

async function storeRenditions(
  storage: MediaStorage,
  /** An upload's random id (`<id>-<width>.webp`), or the storage name of each width. */
  naming: string | ((width: number) => string),
  renditions: readonly RenditionFile[],
  placeholder: string,
): Promise<StoredImage> {
  const nameOf = typeof naming === 'string' ? (width: number) => renditionName(naming, width) : naming;
  const named = renditions.map((rendition) => ({
    ...rendition,
    fileName: nameOf(rendition.width),
  }));
  await putAll(
    storage,
    named.map((rendition) => ({ ...rendition, contentType: MEDIA_TYPES.webp.contentType })),
  );
  const largest = named[named.length - 1];
  return {
    width: largest.width,
    height: largest.height,
    placeholder,
    renditions: named.map(({ fileName, width, height }) => ({ fileName, width, height })),
  };
}

async function publishImage(
  temporary: string,
  storage: MediaStorage,
  sizes: ImageSizes,
  refusal: string,
): Promise<Pick<StoredMedia, 'fileName' | 'files' | 'image'>> {
  const processed = await processImage(temporary, storage.stagingDirectory, sizes, refusal);
  const image = await storeRenditions(storage, randomMediaId(), processed.renditions, processed.placeholder);
  return {
    fileName: image.renditions[image.renditions.length - 1].fileName,
    files: image.renditions.map((rendition) => rendition.fileName),
    image,
  };
}

async function publishVideo(
  temporary: string,
  storage: MediaStorage,
  type: MediaType,
  size: number,
  refusal: string,
): Promise<Pick<StoredMedia, 'fileName' | 'files' | 'video'>> {
  const id = randomMediaId();
  const fileName = `${id}.${type.extension}`;
  const binaries = videoTools();
  if (!binaries) {
    await storage.put(temporary, fileName, type.contentType, size);
    return { fileName, files: [fileName] };
  }
  const processed = await processVideo(temporary, type.extension, storage.stagingDirectory, binaries).catch(
    () => {
      throw new BadRequestException(refusal); // its first bytes said video, ffmpeg could not read it as one
    },
  );
  let poster: StoredImage | null = null;
  try {
    if (processed.posterSource) {
      const frame = await processImage(
        processed.posterSource,
        storage.stagingDirectory,
        CONTENT_IMAGE_SIZES,
        refusal,
      ).catch(() => null);
      if (frame) poster = await storeRenditions(storage, id, frame.renditions, frame.placeholder);
    }
    await storage.put(processed.temporary, fileName, type.contentType, processed.bytes);
  } catch (error) {
    await removeQuietly(processed.temporary);
    await Promise.all((poster?.renditions ?? []).map((rendition) => storage.remove(rendition.fileName)));
    throw error;
  } finally {
    if (processed.posterSource) await removeQuietly(processed.posterSource);
  }
  const video: StoredVideo = {
    width: processed.width,
    height: processed.height,
    durationSeconds: processed.durationSeconds,
    poster,
  };
  return {
    fileName,
    files: [fileName, ...(poster?.renditions.map((rendition) => rendition.fileName) ?? [])],
    video,
  };
}

/**
 * The image pipeline for a picture that did not come as an upload (e.g. one a worker fetched): `source` is decoded
 * and stored as WebP renditions exactly like an uploaded image (metadata stripped, never upscaled), each under the
 * storage name `fileNameOf(width)`. Waits for a media work slot like uploads do. `source` stays the caller's to
 * remove; on any failure nothing is stored, and an undecodable file is refused with `refusal` (BadRequestException).
 */
export async function publishImageFile(
  source: string,
  storage: MediaStorage,
  options: { sizes?: ImageSizes; fileNameOf: (width: number) => string; refusal: string },
): Promise<StoredImage> {
  return mediaWork.run(async () => {
    const processed = await processImage(
      source,
      storage.stagingDirectory,
      options.sizes ?? CONTENT_IMAGE_SIZES,
      options.refusal,
    );
    return storeRenditions(storage, options.fileNameOf, processed.renditions, processed.placeholder);
  });
}

/**
 * Turns a complete, checked temporary upload into stored media under a new random id: an image becomes its WebP
 * renditions (the upload itself is never stored), a video is stored with its metadata stripped, plus a poster. The
 * temporary file is gone afterwards, and on any failure nothing of it is stored. A file that does not decode is
 * refused with the field's upload message (400).
 */
export async function publish(
  temporary: string,
  storage: MediaStorage,
  type: MediaType,
  rule: UploadFieldRule,
  size: number,
): Promise<StoredMedia> {
  const refusal = undecodableMessage(rule.accept);
  try {
    return await mediaWork.run(async () => {
      if (type.kind === 'image') {
        const stored = await publishImage(
          temporary,
          storage,
          rule.imageSizes ?? CONTENT_IMAGE_SIZES,
          refusal,
        );
        return { ...MEDIA_TYPES.webp, field: rule.name, size, ...stored };
      }
      const stored = await publishVideo(temporary, storage, type, size, refusal);
      return { ...type, field: rule.name, size, ...stored };
    });
  } finally {
    await removeQuietly(temporary);
  }
}
