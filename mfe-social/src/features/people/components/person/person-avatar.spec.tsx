import { render } from '@testing-library/react';
import { PersonAvatar } from './person-avatar';

describe('PersonAvatar', () => {
  it('loads the smallest fitting rendition when the server knows the sizes', () => {
    const { container } = render(
      <PersonAvatar
        name="Maya"
        src="/media/account/a-384.webp"
        image={{
          url: '/media/account/a-384.webp',
          width: 384,
          height: 384,
          placeholder: '#336699',
          renditions: [
            { url: '/media/account/a-96.webp', width: 96, height: 96 },
            { url: '/media/account/a-384.webp', width: 384, height: 384 },
          ],
        }}
      />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('srcset')).toContain('/media/account/a-96.webp 96w');
    expect(img.getAttribute('sizes')).toBe('40px');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('alt', '');
  });

  it('shows the initial when there is no picture', () => {
    const { container } = render(<PersonAvatar name="rex" src={null} />);
    expect(container.textContent).toBe('R');
    expect(container.querySelector('img')).toBeNull();
  });
});
