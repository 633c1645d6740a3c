/** One stored rendition of an image, WebP, never wider than the upright original. */
export interface ImageRendition {
  url: string;
  width: number;
  height: number;
}

/** A stored image: its displayed size, a placeholder colour, and its renditions (ascending width). */
export interface ImageInfo {
  /** The largest rendition (the same URL the existing *Url fields carry). */
  url: string;
  width: number;
  height: number;
  /** Dominant colour, '#rrggbb'. */
  placeholder: string;
  /** Ascending width; the last one's url is `url`. */
  renditions: ImageRendition[];
}

/** A stored video: its size, length and a poster image when one could be made. */
export interface VideoInfo {
  url: string;
  width: number | null;
  height: number | null;
  durationSeconds: number | null;
  poster: ImageInfo | null;
}
