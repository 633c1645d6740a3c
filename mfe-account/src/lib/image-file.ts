/** Upload size limit when a use does not set its own (spec: 50 MB). */
export const DEFAULT_UPLOAD_LIMIT_MB = 50;

export interface FileProblem {
  title: string;
  description: string;
}

/**
 * The spec's client-side checks for an image-only upload, before anything is sent. The server checks the
 * content again; this only spares the user a round trip.
 */
export function checkImageFile(file: File, limitMb = DEFAULT_UPLOAD_LIMIT_MB): FileProblem | null {
  if (file.type.startsWith('video/'))
    return { title: 'Video not supported', description: 'Only images are allowed for this upload' };
  if (!file.type.startsWith('image/'))
    return { title: 'Invalid file type', description: 'Please select an image file' };
  if (file.size > limitMb * 1024 * 1024)
    return { title: 'File too large', description: `Please select a file smaller than ${limitMb}MB` };
  return null;
}
