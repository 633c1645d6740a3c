import type { CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { callsTo, mockApi } from '../test/mock-api';
import { MAYA_OWN_PROFILE, person, publicProfile, renderRoutes } from '../test/people';
import { currentToast, EMPTY_FEED_PAGE, MAYA, resetUiState, signInAs } from '../test/posts';
import UserProfilePage from './user-profile-page';

const show = (route: string) =>
  renderRoutes(
    {
      '/user/:username': <UserProfilePage />,
      '/user/:username/following': <UserProfilePage />,
      '/user/:username/followers': <UserProfilePage />,
    },
    { route },
  );

/** A stand-in XMLHttpRequest (uploads use it for progress) the test drives by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  url = '';
  body: FormData | undefined;
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader() {}
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }
  answer(status: number, body: unknown) {
    Object.assign(this, { status, responseText: JSON.stringify(body) });
    this.onload?.();
  }
}

/** The upload the page started (the mutation sends on the next tick). */
async function sentUpload(): Promise<FakeXhr> {
  await waitFor(() => expect(FakeXhr.last).toBeDefined());
  return FakeXhr.last!;
}

const image = (bytes = 10, type = 'image/png', name = 'rex.png') =>
  new File([new Uint8Array(bytes)], name, { type });

describe('UserProfilePage', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
    FakeXhr.last = undefined;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  it('shows the verified badge, location, website host (safe link), counts, Follow and a Message link', async () => {
    mockApi({
      'GET /api/profile/rex': publicProfile({
        isVerified: true,
        location: 'Portland, OR',
        website: 'https://www.rexandme.example/about',
        coverImageUrl: '/media/account/banner.webp',
      }),
      'GET /api/profile/rex/posts': EMPTY_FEED_PAGE,
    });
    show('/user/rex');
    const heading = await screen.findByRole('heading', { level: 1, name: /Rex Owner/ });
    expect(within(heading).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(screen.getByText('Portland, OR')).toBeInTheDocument();
    const website = screen.getByRole('link', { name: 'rexandme.example' });
    expect(website).toHaveAttribute('href', 'https://www.rexandme.example/about');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(screen.getByRole('img', { name: "Rex Owner's banner" })).toHaveAttribute(
      'src',
      '/media/account/banner.webp',
    );
    expect(screen.getByRole('link', { name: 'Back to community' })).toHaveAttribute('href', '/community');
    expect(screen.getByRole('link', { name: '3 Following' })).toHaveAttribute('href', '/user/rex/following');
    expect(screen.getByRole('link', { name: '12 Followers' })).toHaveAttribute('href', '/user/rex/followers');
    expect(screen.getByRole('button', { name: 'Follow @rex' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Message/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Message' })).toHaveAttribute('href', '/messages/rex');
    expect(screen.queryByLabelText('Change profile photo')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Change banner')).not.toBeInTheDocument();
  });

  it('draws the banner and the avatar from their renditions, each with its own sizes and placeholder', async () => {
    const info = (name: string, width: number, height: number, placeholder: string) => {
      const renditions = [320, 640, width].map((w) => ({
        url: `/media/account/${name}/${w}.webp`,
        width: w,
        height: Math.round((w * height) / width),
      }));
      return { url: renditions[2].url, width, height, placeholder, renditions };
    };
    const banner = info('banner', 1600, 400, '#224466');
    const avatar = info('avatar', 800, 800, '#664422');
    mockApi({
      'GET /api/profile/rex': publicProfile({
        coverImageUrl: banner.url,
        coverImage: banner,
        profileImageUrl: avatar.url,
        profilePicture: avatar.url,
        profileImage: avatar,
      }),
      'GET /api/profile/rex/posts': EMPTY_FEED_PAGE,
    });
    show('/user/rex');
    const bannerImg = await screen.findByRole('img', { name: "Rex Owner's banner" });
    expect(bannerImg).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/account/banner/640.webp 640w'),
    );
    expect(bannerImg).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
    expect(bannerImg).toHaveAttribute('width', '1200');
    expect(bannerImg).toHaveAttribute('height', '300');
    expect(bannerImg.style.backgroundColor).toBe('rgb(34, 68, 102)');
    const avatarImg = screen.getByRole('img', { name: "Rex Owner's profile photo" });
    expect(avatarImg).toHaveAttribute(
      'srcset',
      expect.stringContaining('/media/account/avatar/320.webp 320w'),
    );
    expect(avatarImg).toHaveAttribute('sizes', '112px');
    expect(avatarImg).toHaveAttribute('width', '112');
    expect(avatarImg.style.backgroundColor).toBe('rgb(102, 68, 34)');
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '//evil.example', 'not a site'])(
    'does not link a website that is not http(s): %s',
    async (website) => {
      mockApi({
        'GET /api/profile/rex': publicProfile({ website }),
        'GET /api/profile/rex/posts': EMPTY_FEED_PAGE,
      });
      show('/user/rex');
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByText(/Website:/)).not.toBeInTheDocument();
      for (const link of screen.getAllByRole('link'))
        expect(link.getAttribute('href')).not.toMatch(/javascript|data:|evil/);
    },
  );

  it('lets the owner upload an avatar with progress, then refreshes the signed-in user and shows the new photo', async () => {
    const refresh = jest.fn(async () => {});
    useSession.setState({ status: 'authenticated', user: MAYA, refresh });
    const api = mockApi({
      'GET /api/profile/maya': MAYA_OWN_PROFILE,
      'GET /api/profile/maya/posts': EMPTY_FEED_PAGE,
    });
    show('/user/maya');
    expect(await screen.findByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/dashboard');
    const input = screen.getByLabelText('Change profile photo');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(screen.getByLabelText('Change banner')).toHaveAttribute('accept', 'image/*');
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();

    fireEvent.change(input, { target: { files: [image()] } });
    const xhr = await sentUpload();
    expect(xhr.url).toBe('/api/users/profile-photo');
    expect((xhr.body!.get('profilePhoto') as File).name).toBe('rex.png');
    expect(input).toBeDisabled();
    act(() => xhr.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading: Change profile photo' })).toHaveAttribute(
      'value',
      '50',
    );

    const url = '/media/account/new.webp';
    await act(async () =>
      xhr.answer(200, { mediaType: 'image', imageUrl: url, mediaUrl: url, profileImageUrl: url, user: MAYA }),
    );
    await waitFor(() => expect(currentToast()?.title).toBe('Profile photo updated'));
    expect(refresh).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: "Maya's profile photo" })).toHaveAttribute('src', url);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Change profile photo')).toBeEnabled();
    expect(callsTo(api, 'GET', '/api/profile/maya')).toHaveLength(1);
  });

  it('shows a new banner at once, not the renditions of the one it replaces', async () => {
    const previous = '/media/account/banner1.webp';
    mockApi({
      'GET /api/profile/maya': publicProfile({
        username: 'maya',
        displayName: 'Maya',
        isOwnProfile: true,
        coverImageUrl: previous,
        coverImage: {
          url: previous,
          width: 1600,
          height: 400,
          placeholder: '#000000',
          renditions: [{ url: previous, width: 1600, height: 400 }],
        },
      }),
      'GET /api/profile/maya/posts': EMPTY_FEED_PAGE,
    });
    show('/user/maya');
    fireEvent.change(await screen.findByLabelText('Change banner'), { target: { files: [image()] } });
    const url = '/media/account/banner2.webp';
    const xhr = await sentUpload();
    await act(async () =>
      xhr.answer(200, { mediaType: 'image', imageUrl: url, mediaUrl: url, coverImageUrl: url, user: MAYA }),
    );
    await waitFor(() =>
      expect(screen.getByRole('img', { name: "Maya's banner" })).toHaveAttribute('src', url),
    );
    expect(screen.getByRole('img', { name: "Maya's banner" })).not.toHaveAttribute('srcset');
    expect(currentToast()?.title).toBe('Banner photo updated');
  });

  it("uploads the banner to /api/users/banner-photo and says 'Upload failed' with the server's message", async () => {
    mockApi({
      'GET /api/profile/maya': publicProfile({ username: 'maya', isOwnProfile: true }),
      'GET /api/profile/maya/posts': EMPTY_FEED_PAGE,
    });
    show('/user/maya');
    fireEvent.change(await screen.findByLabelText('Change banner'), { target: { files: [image()] } });
    const xhr = await sentUpload();
    expect(xhr.url).toBe('/api/users/banner-photo');
    expect(xhr.body!.get('bannerPhoto')).toBeInstanceOf(File);
    await act(async () => xhr.answer(400, { message: 'Please select an image file' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Upload failed', description: 'Please select an image file' }),
    );
  });

  it("falls back to 'Failed to upload media' when the upload fails without a message", async () => {
    mockApi({
      'GET /api/profile/maya': publicProfile({ username: 'maya', isOwnProfile: true }),
      'GET /api/profile/maya/posts': EMPTY_FEED_PAGE,
    });
    show('/user/maya');
    fireEvent.change(await screen.findByLabelText('Change profile photo'), { target: { files: [image()] } });
    const xhr = await sentUpload();
    await act(async () => xhr.onerror?.());
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Upload failed', description: 'Failed to upload media' }),
    );
  });

  it.each([
    [
      'a video',
      image(10, 'video/mp4', 'a.mp4'),
      { title: 'Video not supported', description: 'Only images are allowed for this upload' },
    ],
    [
      'a PDF',
      image(10, 'application/pdf', 'a.pdf'),
      { title: 'Invalid file type', description: 'Please select an image file' },
    ],
    [
      'an image over 50 MB',
      image(50 * 1024 * 1024 + 1),
      { title: 'File too large', description: 'Please select a file smaller than 50MB' },
    ],
  ])('refuses %s before sending anything', async (_what, file, toast) => {
    mockApi({
      'GET /api/profile/maya': publicProfile({ username: 'maya', isOwnProfile: true }),
      'GET /api/profile/maya/posts': EMPTY_FEED_PAGE,
    });
    show('/user/maya');
    fireEvent.change(await screen.findByLabelText('Change profile photo'), { target: { files: [file] } });
    expect(currentToast()).toEqual(toast);
    expect(FakeXhr.last).toBeUndefined();
  });

  it('/user/{username}/following lists the people with Follow buttons and links back to the profile', async () => {
    const api = mockApi({
      'GET /api/profile/rex': publicProfile(),
      'GET /api/users/rex/following': {
        users: [
          person({ isFollowing: true }),
          person({ id: 'u-maya', username: 'maya', displayName: 'Maya' }),
        ],
        hasMore: false,
        nextCursor: null,
      },
    });
    show('/user/rex/following');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Rex Owner is following' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to @rex' })).toHaveAttribute('href', '/user/rex');
    expect(await screen.findByRole('link', { name: 'Luna Cat @luna' })).toHaveAttribute(
      'href',
      '/profile/luna',
    );
    expect(screen.getByRole('button', { name: /^Following @luna/ })).toBeInTheDocument();
    // No Follow button for oneself.
    expect(screen.queryByRole('button', { name: /@maya/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Following' })).toHaveAttribute('aria-current', 'page');
    expect(callsTo(api, 'GET', '/api/users/rex/following')).toHaveLength(1);
  });

  it('/user/{username}/followers lists the followers', async () => {
    mockApi({
      'GET /api/profile/rex': publicProfile(),
      'GET /api/users/rex/followers': { users: [], hasMore: false, nextCursor: null },
    });
    show('/user/rex/followers');
    expect(
      await screen.findByRole('heading', { level: 1, name: "Rex Owner's followers" }),
    ).toBeInTheDocument();
    expect(await screen.findByText('@rex has no followers yet.')).toBeInTheDocument();
  });

  it('says the profile does not exist for an unknown member', async () => {
    mockApi({
      'GET /api/profile/ghost': () => Response.json({ message: 'Profile not found' }, { status: 404 }),
    });
    show('/user/ghost');
    expect(await screen.findByRole('heading', { name: 'Profile not found' })).toBeInTheDocument();
  });

  it('keeps a member with another user signed in from seeing owner controls', async () => {
    useSession.setState({ status: 'authenticated', user: { ...MAYA, username: 'someone' } as CurrentUser });
    mockApi({
      'GET /api/profile/maya': publicProfile({ username: 'maya', isOwnProfile: false }),
      'GET /api/profile/maya/posts': EMPTY_FEED_PAGE,
    });
    show('/user/maya');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Change profile photo')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit profile' })).not.toBeInTheDocument();
  });
});
