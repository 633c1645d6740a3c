import { DEFAULT_UPLOAD_LIMIT_MB, UPLOAD_MESSAGES } from '@petcora/validation/messages';

export interface FileProblem {
  title: string;
  description: string;
}

/**
 * The spec's client-side checks for an image-only upload (at most `limitMb`), before anything is sent. The server
 * checks the content again; this only spares the member a round trip.
 */
export function imageFileProblem(file: File, limitMb = DEFAULT_UPLOAD_LIMIT_MB): FileProblem | null {
  if (file.type.startsWith('video/'))
    return { title: 'Video not supported', description: UPLOAD_MESSAGES.videoNotAllowed };
  if (!file.type.startsWith('image/'))
    return { title: 'Invalid file type', description: UPLOAD_MESSAGES.imageOnly };
  if (file.size > limitMb * 1024 * 1024)
    return { title: 'File too large', description: UPLOAD_MESSAGES.tooLarge(limitMb) };
  return null;
}
