import { pickImages } from './pick-images';
import { POST_MESSAGES } from './post-rules';

const file = (name: string, type: string, size = 10) => {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('pickImages', () => {
  it('keeps images and reports nothing', () => {
    const result = pickImages([], [file('a.png', 'image/png'), file('b.jpg', 'image/jpeg')]);
    expect(result.images.map((f) => f.name)).toEqual(['a.png', 'b.jpg']);
    expect(result.problem).toBeNull();
  });

  it('stops at four images with the spec message', () => {
    const current = [1, 2, 3].map((n) => file(`${n}.png`, 'image/png'));
    const result = pickImages(current, [file('4.png', 'image/png'), file('5.png', 'image/png')]);
    expect(result.images).toHaveLength(4);
    expect(result.problem).toBe(POST_MESSAGES.tooManyImages);
  });

  it('refuses images over 5 MB, videos and other files', () => {
    expect(pickImages([], [file('big.png', 'image/png', 5 * 1024 * 1024 + 1)])).toEqual({
      images: [],
      problem: POST_MESSAGES.imageTooLarge,
    });
    expect(pickImages([], [file('v.mp4', 'video/mp4')]).problem).toBe(POST_MESSAGES.videoNotAllowed);
    expect(pickImages([], [file('a.pdf', 'application/pdf')]).problem).toBe(POST_MESSAGES.notAnImage);
  });
});
