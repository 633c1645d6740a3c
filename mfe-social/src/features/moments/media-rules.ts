/** The timeline composer's limits and messages (spec sections 5, 8 and 9). */
export const MOMENT_MAX_LENGTH = 280;
export const MAX_MEDIA_MB = 50;

export const MOMENT_MESSAGES = {
  wrongType: { title: 'Invalid file type', description: 'Please select an image or video file' },
  tooLarge: { title: 'File too large', description: `Please select a file smaller than ${MAX_MEDIA_MB}MB` },
  empty: { title: 'Empty post', description: 'Please add some text or media to your post' },
  tooLong: { title: 'Content too long', description: 'Your post exceeds the 280 character limit' },
} as const;

/** Why a chosen file cannot be shared, or null when it can. */
export function mediaProblem(file: File) {
  if (!file.type.startsWith('image/') && !file.type.startsWith('video/')) return MOMENT_MESSAGES.wrongType;
  if (file.size > MAX_MEDIA_MB * 1024 * 1024) return MOMENT_MESSAGES.tooLarge;
  return null;
}
