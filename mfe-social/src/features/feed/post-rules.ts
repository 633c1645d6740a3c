/** The composer's limits and messages: the shared post rules the social service enforces too. */
export {
  IMAGE_ALT_MAX_LENGTH,
  MAX_IMAGE_MB,
  MAX_IMAGES_PER_POST,
  POST_MAX_LENGTH,
  POST_MESSAGES,
} from '@petcora/validation/post-rules';

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
