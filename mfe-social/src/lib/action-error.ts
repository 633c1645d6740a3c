import { ApiError } from '@petcora/api-client';

/**
 * The toast text for a failed member action (like, comment, reply, repet, follow): a 403 carries the server's own
 * reason (e.g. the other member blocked the viewer), which says more than the generic fallback.
 */
export function actionErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 403 && error.serverMessage) return error.serverMessage;
  return fallback;
}
