import { checkImageFile } from './image-file';
import { formatUsd } from './money';

describe('formatUsd', () => {
  it('formats integer cents as US dollars', () => {
    expect(formatUsd(2499)).toBe('$24.99');
    expect(formatUsd(0)).toBe('$0.00');
    expect(formatUsd(123456)).toBe('$1,234.56');
    expect(formatUsd(5)).toBe('$0.05');
  });

  it('treats a missing amount as zero', () => {
    expect(formatUsd(Number.NaN)).toBe('$0.00');
  });
});

describe('checkImageFile', () => {
  const file = (type: string, size = 10) => new File([new Uint8Array(size)], 'x', { type });

  it('accepts an image under the limit', () => {
    expect(checkImageFile(file('image/png'))).toBeNull();
  });

  it('refuses other types with the spec texts', () => {
    expect(checkImageFile(file('application/pdf'))).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file',
    });
    expect(checkImageFile(file('video/mp4'))).toEqual({
      title: 'Video not supported',
      description: 'Only images are allowed for this upload',
    });
  });

  it('refuses a file over the limit, naming the limit', () => {
    expect(checkImageFile(file('image/png', 2 * 1024 * 1024 + 1), 2)).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 2MB',
    });
  });
});
