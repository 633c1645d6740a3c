import { MAX_IMAGE_MB, MAX_IMAGES_PER_POST, POST_MESSAGES } from './post-rules';

export type PickProblem = (typeof POST_MESSAGES)[keyof typeof POST_MESSAGES];

/**
 * Which of the newly chosen files the composer keeps: images only, each at most 5 MB, at most 4 in all (spec
 * section 5). Returns the files kept and the first problem met, for the toast.
 */
export function pickImages(current: readonly File[], chosen: readonly File[]) {
  let problem: PickProblem | null = null;
  const fitting: File[] = [];
  for (const file of chosen) {
    if (file.type.startsWith('video/')) problem ??= POST_MESSAGES.videoNotAllowed;
    else if (!file.type.startsWith('image/')) problem ??= POST_MESSAGES.notAnImage;
    else if (file.size > MAX_IMAGE_MB * 1024 * 1024) problem ??= POST_MESSAGES.imageTooLarge;
    else fitting.push(file);
  }
  const room = Math.max(0, MAX_IMAGES_PER_POST - current.length);
  if (fitting.length > room) problem ??= POST_MESSAGES.tooManyImages;
  return { images: [...current, ...fitting.slice(0, room)], problem };
}
