/**
 * The spec's exact composer messages. They belong in @petcora/validation (shared with the composer form) once that
 * library exists; until then the service owns them here.
 */
export const POST_MAX_LENGTH = 280;
export const POST_TOO_LONG = 'Your post exceeds the 280 character limit';
export const POST_EMPTY = 'Please add some text or images to your post';
export const POST_NOT_OWNER = 'You can only delete your own posts';
export const POST_NOT_FOUND = 'Post not found';
export const POST_INVALID_ID = 'Invalid post id';
export const REPLY_TARGET_MISSING = 'The post you are replying to no longer exists';
export const THREAD_MISSING = 'Thread not found';
export const THREAD_NOT_OWNER = 'You can only add posts to your own threads';
export const THREAD_CANNOT_NEST = 'A reply or a post inside a thread cannot start a new thread';
export const MEDIA_NOT_YOURS = 'You can only post media you uploaded';
