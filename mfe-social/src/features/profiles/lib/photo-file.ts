import { DEFAULT_UPLOAD_LIMIT_MB, UPLOAD_MESSAGES } from '@petcora/validation';

export interface FileProblem {
  title: string;
  description: string;
}

/**
 * The spec's checks for an image-only upload before anything is sent (section 5), with the shared limit and words.
 * The account service checks the content again; this spares the member a round trip.
 */
export function photoProblem(file: File, limitMb = DEFAULT_UPLOAD_LIMIT_MB): FileProblem | null {
  if (file.type.startsWith('video/'))
    return { title: 'Video not supported', description: UPLOAD_MESSAGES.videoNotAllowed };
  if (!file.type.startsWith('image/'))
    return { title: 'Invalid file type', description: UPLOAD_MESSAGES.imageOnly };
  if (file.size > limitMb * 1024 * 1024)
    return { title: 'File too large', description: UPLOAD_MESSAGES.tooLarge(limitMb) };
  return null;
}
