import { COMMENT_MAX_LENGTH } from '@petcora/contracts';

/** Server-side comment rules; the spec's client never submits a blank comment, the server refuses one too. */
export const COMMENT_EMPTY = 'Please write a comment';
export const COMMENT_TOO_LONG = `Comments can be at most ${COMMENT_MAX_LENGTH} characters`;
