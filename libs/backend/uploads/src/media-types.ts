/** What an upload field may take: still images, videos, or both. */
export type MediaKind = 'image' | 'video';

export interface MediaType {
  /** The extension we store the file under (never the client's). */
  extension: MediaExtension;
  contentType: string;
  kind: MediaKind;
}

/**
 * Every format any upload may hold, keyed by the extension we give the stored file. SVG and HTML are never here
 * (they run scripts); neither is anything a browser would not show as plain media.
 */
export const MEDIA_TYPES = {
  jpg: { extension: 'jpg', contentType: 'image/jpeg', kind: 'image' },
  png: { extension: 'png', contentType: 'image/png', kind: 'image' },
  gif: { extension: 'gif', contentType: 'image/gif', kind: 'image' },
  webp: { extension: 'webp', contentType: 'image/webp', kind: 'image' },
  avif: { extension: 'avif', contentType: 'image/avif', kind: 'image' },
  mp4: { extension: 'mp4', contentType: 'video/mp4', kind: 'video' },
  mov: { extension: 'mov', contentType: 'video/quicktime', kind: 'video' },
  webm: { extension: 'webm', contentType: 'video/webm', kind: 'video' },
} as const satisfies Record<string, { extension: string; contentType: string; kind: MediaKind }>;

export type MediaExtension = keyof typeof MEDIA_TYPES;

/**
 * The only names stored files have: 32 hex characters (a random UUID without its dashes, one per upload), for an
 * image rendition `-<width>` (`<id>-640.webp`; a video's poster shares its video's id), and a known extension.
 * Serving and removal check names against this, which also shuts out path tricks (`..`, `/`, dotfiles).
 */
export const STORED_MEDIA_NAME =
  /^[a-f0-9]{32}(?:-[1-9][0-9]{0,4})?\.(?:jpg|png|gif|webp|avif|mp4|mov|webm)$/;

/** The media type of a stored file, from the extension we gave it; null for any name we did not make. */
export function mediaTypeOfStoredName(fileName: string): MediaType | null {
  if (!STORED_MEDIA_NAME.test(fileName)) return null;
  const extension = fileName.slice(fileName.lastIndexOf('.') + 1) as MediaExtension;
  return MEDIA_TYPES[extension];
}
