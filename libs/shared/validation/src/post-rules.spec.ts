import {
  MAX_IMAGE_MB,
  MAX_IMAGES_PER_POST,
  MAX_MEDIA_MB,
  POST_MAX_LENGTH,
  POST_MESSAGES,
} from './post-rules';

// The spec's numbers and exact toast texts (sections 5 and 9): the composers and the social service read only these.
describe('post rules', () => {
  it('holds the spec limits', () => {
    expect(POST_MAX_LENGTH).toBe(280);
    expect(MAX_IMAGES_PER_POST).toBe(4);
    expect(MAX_IMAGE_MB).toBe(5);
    expect(MAX_MEDIA_MB).toBe(50);
  });

  it.each([
    ['tooLong', 'Content too long', 'Your post exceeds the 280 character limit'],
    ['tooManyImages', 'Too many images', 'You can only upload up to 4 images per post'],
    ['imageTooLarge', 'File too large', 'One or more images exceed the 5MB size limit'],
    ['notAnImage', 'Invalid file type', 'Please select an image file'],
    ['videoNotAllowed', 'Video not supported', 'Only images are allowed for this upload'],
  ] as const)('holds the spec message %s word for word', (key, title, description) => {
    expect(POST_MESSAGES[key]).toEqual({ title, description });
  });

  it('keeps the numbers inside the messages in step with the limits', () => {
    expect(POST_MESSAGES.tooLong.description).toContain(String(POST_MAX_LENGTH));
    expect(POST_MESSAGES.tooManyImages.description).toContain(`${MAX_IMAGES_PER_POST} images`);
    expect(POST_MESSAGES.imageTooLarge.description).toContain(`${MAX_IMAGE_MB}MB`);
  });
});
