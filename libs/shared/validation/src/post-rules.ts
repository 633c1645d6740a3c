/**
 * The community's post rules (spec sections 5 and 9), written once: the composers check them before sending, the social
 * service enforces them. Titles and descriptions are the spec's toast texts.
 */
export const POST_MAX_LENGTH = 280;
export const MAX_IMAGES_PER_POST = 4;
export const MAX_IMAGE_MB = 5;
/** Longest description (alt text) of one post image; screen readers read it in place of the picture. */
export const IMAGE_ALT_MAX_LENGTH = 1000;
/** One image or video through the media upload (the timeline composer). */
export const MAX_MEDIA_MB = 50;

export const POST_MESSAGES = {
  tooLong: { title: 'Content too long', description: 'Your post exceeds the 280 character limit' },
  empty: { title: 'Empty post', description: 'Please add some text or images to your post' },
  tooManyImages: { title: 'Too many images', description: 'You can only upload up to 4 images per post' },
  imageTooLarge: { title: 'File too large', description: 'One or more images exceed the 5MB size limit' },
  notAnImage: { title: 'Invalid file type', description: 'Please select an image file' },
  videoNotAllowed: { title: 'Video not supported', description: 'Only images are allowed for this upload' },
} as const;
