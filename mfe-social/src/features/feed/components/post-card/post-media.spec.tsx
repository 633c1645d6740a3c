import type { FeedPost, ImageInfo } from '@petcora/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { mockApi } from '../../../../test/mock-api';
import { feedPost, resetUiState, signInAs } from '../../../../test/posts';
import { FeedList } from '../feed-list';
import { TrendingPosts } from '../trending-posts';

const FEED_SIZES = '(max-width: 768px) 100vw, 600px';

/** A stored picture as the server describes it: three renditions, the largest being `url`. */
function imageInfo(name: string, placeholder: string, width = 2000, height = 1500): ImageInfo {
  const renditions = [320, 640, width].map((w) => ({
    url: `/media/social/${name}/${w}.webp`,
    width: w,
    height: Math.round((w * height) / width),
  }));
  return { url: renditions[2].url, width, height, placeholder, renditions };
}

function renderFeed(posts: FeedPost[]) {
  mockApi({ 'GET /api/posts': { posts, hasMore: false } });
  renderWithProviders(<FeedList kind="chronological" label="Posts" empty="No posts" />);
}

describe('PostMedia', () => {
  beforeEach(() => {
    resetUiState();
    signInAs();
  });

  it('offers a sized picture’s renditions, reserves its box and shows its colour until it has loaded', async () => {
    const info = imageInfo('a', '#8a6f4e');
    renderFeed([feedPost({ images: [{ ...info, alt: 'Rex with a stick' }] })]);
    const photo = await screen.findByRole('img', { name: 'Rex with a stick' });
    expect(photo).toHaveAttribute('src', '/media/social/a/2000.webp');
    expect(photo).toHaveAttribute(
      'srcset',
      '/media/social/a/320.webp 320w, /media/social/a/640.webp 640w, /media/social/a/2000.webp 2000w',
    );
    expect(photo).toHaveAttribute('sizes', FEED_SIZES);
    expect(photo).toHaveAttribute('width', '2000');
    expect(photo).toHaveAttribute('height', '1500');
    expect(photo.style.aspectRatio).toBe('2000 / 1500');
    expect(photo.style.backgroundColor).toBe('rgb(138, 111, 78)');
    fireEvent.load(photo);
    expect(photo.style.backgroundColor).toBe('transparent');
  });

  it('loads the first post’s picture at once and the ones below it lazily', async () => {
    renderFeed([
      feedPost({ id: 'p-1', images: [{ ...imageInfo('a', '#111111'), alt: 'First' }] }),
      feedPost({ id: 'p-2', images: [{ ...imageInfo('b', '#222222'), alt: 'Second' }] }),
    ]);
    const first = await screen.findByRole('img', { name: 'First' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = screen.getByRole('img', { name: 'Second' });
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
  });

  it('draws a picture the server has no sizes for as before: 640×480, no srcset, no placeholder', async () => {
    renderFeed([feedPost({ images: [{ url: '/uploads/old.jpg', alt: null }] })]);
    const photo = await screen.findByRole('img', { name: 'Photo shared by Rex Owner' });
    expect(photo).toHaveAttribute('src', '/uploads/old.jpg');
    expect(photo).toHaveAttribute('width', '640');
    expect(photo).toHaveAttribute('height', '480');
    expect(photo).toHaveAttribute('class', 'social-post__image');
    expect(photo).not.toHaveAttribute('srcset');
    expect(photo).not.toHaveAttribute('sizes');
    expect(photo).not.toHaveAttribute('style');
  });

  it('draws a timeline post’s single image URL as before', async () => {
    renderFeed([feedPost({ imageUrl: '/uploads/moment.jpg', images: [] })]);
    const photo = await screen.findByRole('img', { name: 'Photo shared by Rex Owner' });
    expect(photo).toHaveAttribute('src', '/uploads/moment.jpg');
    expect(photo).not.toHaveAttribute('srcset');
  });

  it('gives each carousel picture its own renditions, box and placeholder', async () => {
    const wide = imageInfo('wide', '#aa0000');
    const tall = imageInfo('tall', '#00bb00', 1500, 2000);
    renderFeed([
      feedPost({
        images: [
          { ...wide, alt: 'Wide' },
          { ...tall, alt: 'Tall' },
        ],
      }),
    ]);
    const carousel = await screen.findByRole('group', { name: 'Photos' });
    fireEvent.load(within(carousel).getByRole('img', { name: 'Wide' }));
    fireEvent.click(within(carousel).getByRole('button', { name: 'Next image' }));
    const photo = within(carousel).getByRole('img', { name: 'Tall' });
    expect(photo).toHaveAttribute('srcset', expect.stringContaining('/media/social/tall/320.webp 320w'));
    expect(photo).toHaveAttribute('width', '1500');
    expect(photo).toHaveAttribute('height', '2000');
    expect(photo.style.backgroundColor).toBe('rgb(0, 187, 0)');
    expect(within(carousel).getByText('2 / 2')).toBeInTheDocument();
  });

  it('draws the author’s avatar from its renditions at 40 px', async () => {
    const avatar = imageInfo('avatar', '#334455', 400, 400);
    renderFeed([
      feedPost({
        user: {
          id: 'u-rex',
          username: 'rex',
          displayName: 'Rex Owner',
          profileImageUrl: avatar.url,
          profileImage: avatar,
          isVerified: false,
        },
      }),
    ]);
    const article = await screen.findByRole('article');
    const img = article.querySelector('img.social-post__avatar');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/media/social/avatar/320.webp 320w'));
    expect(img).toHaveAttribute('sizes', '40px');
    expect(img).toHaveAttribute('width', '40');
    expect(img).toHaveAttribute('height', '40');
  });

  it('reserves a sized video’s box and shows its poster without fetching the video', async () => {
    const poster = imageInfo('poster', '#445566', 1280, 720);
    renderFeed([
      feedPost({
        videoUrl: '/media/social/v.mp4',
        video: { url: '/media/social/v.mp4', width: 1280, height: 720, durationSeconds: 12, poster },
      }),
    ]);
    const video = await screen.findByLabelText('Video shared by Rex Owner');
    expect(video).toHaveAttribute('poster', poster.url);
    expect(video).toHaveAttribute('preload', 'none');
    expect(video).toHaveAttribute('width', '1280');
    expect(video).toHaveAttribute('height', '720');
    expect(video.style.aspectRatio).toBe('1280 / 720');
  });

  it('plays a video the server has no info for as before', async () => {
    renderFeed([feedPost({ videoUrl: '/media/social/old.mp4' })]);
    const video = await screen.findByLabelText('Video shared by Rex Owner');
    expect(video).toHaveAttribute('src', '/media/social/old.mp4');
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('poster');
    expect(video).not.toHaveAttribute('width');
    expect(video).not.toHaveAttribute('style');
  });
});

describe('TrendingPosts', () => {
  it('draws the first picture of a trending post from its renditions in its 4:3 tile', () => {
    const info = imageInfo('t', '#123456');
    renderWithProviders(<TrendingPosts posts={[feedPost({ images: [{ ...info, alt: null }] })]} />);
    const img = screen.getByRole('img', { name: 'Photo shared by Rex Owner' });
    expect(img).toHaveAttribute('sizes', '(max-width: 768px) 100vw, 320px');
    expect(img).toHaveAttribute('srcset', expect.stringContaining('/media/social/t/640.webp 640w'));
    expect(img).toHaveAttribute('width', '320');
    expect(img).toHaveAttribute('height', '240');
    expect(img.style.backgroundColor).toBe('rgb(18, 52, 86)');
  });
});
