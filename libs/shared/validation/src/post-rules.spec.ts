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

  it('holds the spec messages word for word', () => {
    expect(POST_MESSAGES.tooLong).toEqual({
      title: 'Content too long',
      description: 'Your post exceeds the 280 character limit',
    });
    expect(POST_MESSAGES.tooManyImages).toEqual({
      title: 'Too many images',
      description: 'You can only upload up to 4 images per post',
    });
    expect(POST_MESSAGES.imageTooLarge).toEqual({
      title: 'File too large',
      description: 'One or more images exceed the 5MB size limit',
    });
    expect(POST_MESSAGES.notAnImage).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file',
    });
    expect(POST_MESSAGES.videoNotAllowed).toEqual({
      title: 'Video not supported',
      description: 'Only images are allowed for this upload',
    });
  });

  it('keeps the numbers inside the messages in step with the limits', () => {
    expect(POST_MESSAGES.tooLong.description).toContain(String(POST_MAX_LENGTH));
    expect(POST_MESSAGES.tooManyImages.description).toContain(`${MAX_IMAGES_PER_POST} images`);
    expect(POST_MESSAGES.imageTooLarge.description).toContain(`${MAX_IMAGE_MB}MB`);
  });
});
