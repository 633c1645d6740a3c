import { UPLOAD_MESSAGES } from '@petcora/validation/messages';
import { MAX_MEDIA_MB, POST_MAX_LENGTH, POST_MESSAGES } from '@petcora/validation/post-rules';

/** The timeline composer's limits and messages (spec sections 5, 8 and 9), on the shared post rules. */
export const MOMENT_MAX_LENGTH = POST_MAX_LENGTH;
export { MAX_MEDIA_MB };

export const MOMENT_MESSAGES = {
  wrongType: { title: 'Invalid file type', description: UPLOAD_MESSAGES.imageOrVideo },
  tooLarge: { title: 'File too large', description: UPLOAD_MESSAGES.tooLarge(MAX_MEDIA_MB) },
  empty: { title: 'Empty post', description: 'Please add some text or media to your post' },
  tooLong: POST_MESSAGES.tooLong,
} as const;

/** Why a chosen file cannot be shared, or null when it can. */
export function mediaProblem(file: File) {
  if (!file.type.startsWith('image/') && !file.type.startsWith('video/')) return MOMENT_MESSAGES.wrongType;
  if (file.size > MAX_MEDIA_MB * 1024 * 1024) return MOMENT_MESSAGES.tooLarge;
  return null;
}
