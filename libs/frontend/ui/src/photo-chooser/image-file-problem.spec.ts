import { imageFileProblem } from './image-file-problem';

describe('imageFileProblem', () => {
  const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'x', { type });

  it('accepts an image under the limit', () => {
    expect(imageFileProblem(file('image/png'))).toBeNull();
  });

  it('refuses other types with the spec texts', () => {
    expect(imageFileProblem(file('application/pdf'))).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file',
    });
    expect(imageFileProblem(file('video/mp4'))).toEqual({
      title: 'Video not supported',
      description: 'Only images are allowed for this upload',
    });
  });

  it('refuses a file over the limit, naming the limit', () => {
    expect(imageFileProblem(file('image/png', 2 * 1024 * 1024 + 1), 2)).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 2MB',
    });
  });

  it('refuses a file over the default limit of 50 MB', () => {
    expect(imageFileProblem(file('image/jpeg', 50 * 1024 * 1024 + 1))).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 50MB',
    });
  });
});
