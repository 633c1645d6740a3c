import { fireEvent, render, screen } from '@testing-library/react';
import { imageAt, ResponsiveImage, srcSetOf } from './responsive-image';

const RENDITIONS = [
  { url: '/media/social/p/320.webp', width: 320, height: 240 },
  { url: '/media/social/p/640.webp', width: 640, height: 480 },
  { url: '/media/social/p/1600.webp', width: 1600, height: 1200 },
];
const INFO = {
  url: '/media/social/p/1600.webp',
  width: 1600,
  height: 1200,
  placeholder: '#a0b1c2',
  renditions: RENDITIONS,
};
const FEED_SIZES = '(max-width: 768px) 100vw, 600px';

describe('ResponsiveImage', () => {
  it('offers every rendition with the sizes, reserves the picture’s proportions and shows its colour until loaded', () => {
    render(<ResponsiveImage image={INFO} alt="Rex" sizes={FEED_SIZES} width={640} height={480} />);
    const img = screen.getByRole('img', { name: 'Rex' });
    expect(img).toHaveAttribute('src', INFO.url);
    expect(img).toHaveAttribute(
      'srcset',
      '/media/social/p/320.webp 320w, /media/social/p/640.webp 640w, /media/social/p/1600.webp 1600w',
    );
    expect(img).toHaveAttribute('sizes', FEED_SIZES);
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img.style.aspectRatio).toBe('1600 / 1200');
    expect(img.style.backgroundColor).toBe('rgb(160, 177, 194)');
    expect(img).toHaveClass('pc-responsive-image--loading');

    fireEvent.load(img);
    expect(img.style.backgroundColor).toBe('transparent');
    expect(img).not.toHaveClass('pc-responsive-image--loading');
  });

  it('shows the colour again for the next picture in the same element', () => {
    const next = { ...INFO, url: '/media/social/q/1600.webp', placeholder: '#102030' };
    const { rerender } = render(<ResponsiveImage image={INFO} alt="Rex" sizes={FEED_SIZES} />);
    fireEvent.load(screen.getByRole('img'));
    rerender(<ResponsiveImage image={next} alt="Rex" sizes={FEED_SIZES} />);
    expect(screen.getByRole('img').style.backgroundColor).toBe('rgb(16, 32, 48)');
  });

  it('without the server’s info renders the plain image it replaces', () => {
    render(
      <ResponsiveImage
        image={{ url: '/uploads/old.jpg' }}
        alt="Old photo"
        sizes={FEED_SIZES}
        className="social-post__image"
        width={640}
        height={480}
      />,
    );
    const img = screen.getByRole('img', { name: 'Old photo' });
    expect(img).toHaveAttribute('src', '/uploads/old.jpg');
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '480');
    expect(img).toHaveAttribute('class', 'social-post__image');
    expect(img).not.toHaveAttribute('srcset');
    expect(img).not.toHaveAttribute('sizes');
    expect(img).not.toHaveAttribute('style');
  });

  it('adds no class or style of its own to a plain image', () => {
    render(<ResponsiveImage image={{ url: '/uploads/banner.jpg' }} alt="Banner" sizes="100vw" />);
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).not.toHaveAttribute('class');
    expect(img).not.toHaveAttribute('style');
  });

  it('keeps the layout’s box for an avatar and still lets the browser pick a small rendition', () => {
    render(
      <ResponsiveImage
        image={INFO}
        alt=""
        sizes="40px"
        box="layout"
        width={40}
        height={40}
        loading="eager"
      />,
    );
    const img = screen.getByRole('presentation');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
    expect(img).toHaveAttribute('sizes', '40px');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img.style.aspectRatio).toBe('');
    expect(img.style.backgroundColor).toBe('rgb(160, 177, 194)');
  });

  it('takes the size from the largest rendition when the image itself carries none', () => {
    render(
      <ResponsiveImage image={{ url: INFO.url, renditions: RENDITIONS }} alt="Rex" sizes={FEED_SIZES} />,
    );
    const img = screen.getByRole('img');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1200');
  });

  it('passes the fetch priority through for the first screen', () => {
    render(
      <ResponsiveImage image={INFO} alt="Rex" sizes={FEED_SIZES} loading="eager" fetchPriority="high" />,
    );
    expect(screen.getByRole('img')).toHaveAttribute('fetchpriority', 'high');
  });

  it('ignores a placeholder that is not a #rrggbb colour', () => {
    render(
      <ResponsiveImage
        image={{ ...INFO, placeholder: 'red; background-image: url(https://tracker.example/x)' }}
        alt="Rex"
        sizes={FEED_SIZES}
      />,
    );
    const img = screen.getByRole('img');
    expect(img.style.backgroundColor).toBe('');
    expect(img.style.backgroundImage).toBe('');
    // The skeleton colour of the design tokens shows instead.
    expect(img).toHaveClass('pc-responsive-image--loading');
  });
});

describe('srcSetOf', () => {
  it('lists the renditions by ascending width', () => {
    expect(srcSetOf([RENDITIONS[2], RENDITIONS[0]])).toBe(
      '/media/social/p/320.webp 320w, /media/social/p/1600.webp 1600w',
    );
  });

  it('leaves out a rendition whose URL or width would break the list', () => {
    expect(
      srcSetOf([
        { url: '/a.webp 9999w, https://evil.example/x.webp', width: 320, height: 240 },
        { url: '/b,c.webp', width: 480, height: 360 },
        { url: '/d.webp', width: 0, height: 0 },
        { url: '/e.webp', width: 12.5, height: 10 },
        { url: '', width: 500, height: 375 },
        RENDITIONS[1],
      ]),
    ).toBe('/media/social/p/640.webp 640w');
  });

  it('gives nothing for no renditions', () => {
    expect(srcSetOf(undefined)).toBeUndefined();
    expect(srcSetOf([])).toBeUndefined();
  });
});

describe('imageAt', () => {
  it('keeps the info of the picture at that URL and drops the info of another one', () => {
    expect(imageAt(INFO.url, INFO)).toBe(INFO);
    expect(imageAt('/media/account/new.webp', INFO)).toEqual({ url: '/media/account/new.webp' });
    expect(imageAt('/media/account/new.webp', null)).toEqual({ url: '/media/account/new.webp' });
  });
});
