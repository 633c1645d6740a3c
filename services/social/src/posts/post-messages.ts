import { POST_MAX_LENGTH, POST_MESSAGES } from '@petcora/validation';

/** The composer's rules come from @petcora/validation (the same the composers check); the rest are the service's. */
export { POST_MAX_LENGTH };
export const POST_TOO_LONG = POST_MESSAGES.tooLong.description;
export const POST_EMPTY = POST_MESSAGES.empty.description;
export const POST_NOT_OWNER = 'You can only delete your own posts';
export const POST_NOT_FOUND = 'Post not found';
export const POST_INVALID_ID = 'Invalid post id';
export const REPLY_TARGET_MISSING = 'The post you are replying to no longer exists';
export const THREAD_MISSING = 'Thread not found';
export const THREAD_NOT_OWNER = 'You can only add posts to your own threads';
export const THREAD_CANNOT_NEST = 'A reply or a post inside a thread cannot start a new thread';
export const MEDIA_NOT_YOURS = 'You can only post media you uploaded';
export const PRODUCT_UNAVAILABLE = 'You can only tag products that are in the store';
export const PET_NOT_YOURS = 'You can only tag your own pets';
export const PRODUCT_NOT_FOUND = 'Product not found';
export const PRODUCT_INVALID_ID = 'Invalid product id';
