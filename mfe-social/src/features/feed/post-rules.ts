/** The composer's limits and messages (spec sections 5 and 9); the server enforces the same ones. */
export const POST_MAX_LENGTH = 280;
export const MAX_IMAGES_PER_POST = 4;
export const MAX_IMAGE_MB = 5;

export const POST_MESSAGES = {
  tooLong: { title: 'Content too long', description: 'Your post exceeds the 280 character limit' },
  empty: { title: 'Empty post', description: 'Please add some text or images to your post' },
  tooManyImages: { title: 'Too many images', description: 'You can only upload up to 4 images per post' },
  imageTooLarge: { title: 'File too large', description: 'One or more images exceed the 5MB size limit' },
  notAnImage: { title: 'Invalid file type', description: 'Please select an image file' },
  videoNotAllowed: { title: 'Video not supported', description: 'Only images are allowed for this upload' },
} as const;

/** The community guidelines (spec section 2, Composer), one rule a line. */
export const COMMUNITY_GUIDELINES = [
  'Be kind and respectful.',
  'Share authentic pet content.',
  'No offensive or harmful content.',
  'Respect privacy and intellectual property.',
  'No commercial solicitation without permission.',
  'No spam or excessive posting.',
  'Violations may lead to content removal or account restrictions.',
] as const;
