import { HttpException, HttpStatus } from '@nestjs/common';

/** The answers of the upload limits (429 JSON `{ message }`; 503 while Redis cannot count uploads in flight). */
export const UPLOAD_LIMIT_MESSAGES = {
  dailyBytes: (megabytes: number) =>
    `You have used today's upload allowance of ${megabytes} MB. Please try again tomorrow.`,
  dailyFiles: (files: number) =>
    `You have uploaded today's allowance of ${files} files. Please try again tomorrow.`,
  inFlight: (uploads: number) =>
    `You can upload at most ${uploads} files at a time. Please wait for an upload to finish.`,
  unavailable: 'Uploads are unavailable right now. Please try again shortly.',
} as const;

export function tooManyUploads(message: string): HttpException {
  return new HttpException({ message }, HttpStatus.TOO_MANY_REQUESTS);
}
