import type { CurrentUser } from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { ProfileSetupForm, SignInToContinue } from './profile-setup-form';

const user = {
  id: 'u1',
  username: 'maya',
  displayName: null,
  bio: null,
  profileImageUrl: null,
  coverImageUrl: null,
} as CurrentUser;

describe('ProfileSetupForm', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the preview only needs a string.
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  beforeEach(() => {
    useToastStore.setState({ current: null });
    useSession.setState({ status: 'authenticated', user, refresh: async () => undefined });
  });

  it('draws the banner and the avatar from their renditions, and plain pictures without them', () => {
    const info = (name: string, width: number, height: number, placeholder: string) => ({
      url: `/media/account/${name}/${width}.webp`,
      width,
      height,
      placeholder,
      renditions: [
        { url: `/media/account/${name}/320.webp`, width: 320, height: Math.round((320 * height) / width) },
        { url: `/media/account/${name}/${width}.webp`, width, height },
      ],
    });
    const banner = info('banner', 1600, 400, '#224466');
    const avatar = info('avatar', 800, 800, '#664422');
    const { unmount } = renderWithProviders(
      <ProfileSetupForm
        user={{
          ...user,
          coverImageUrl: banner.url,
          coverImage: banner,
          profileImageUrl: avatar.url,
          profileImage: avatar,
        }}
      />,
    );
    const bannerImg = screen.getByRole('img', { name: 'Your banner' });
    expect(bannerImg).toHaveAttribute(
      'srcset',
      '/media/account/banner/320.webp 320w, /media/account/banner/1600.webp 1600w',
    );
    expect(bannerImg).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
    expect(bannerImg.style.backgroundColor).toBe('rgb(34, 68, 102)');
    const avatarImg = screen.getByRole('img', { name: 'Your profile photo' });
    expect(avatarImg).toHaveAttribute('sizes', '96px');
    expect(avatarImg.style.backgroundColor).toBe('rgb(102, 68, 34)');
    unmount();

    renderWithProviders(
      <ProfileSetupForm
        user={{ ...user, coverImageUrl: '/uploads/b.jpg', profileImageUrl: '/uploads/a.jpg' }}
      />,
    );
    expect(screen.getByRole('img', { name: 'Your banner' })).not.toHaveAttribute('srcset');
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', '/uploads/a.jpg');
    expect(screen.getByRole('img', { name: 'Your profile photo' })).not.toHaveAttribute('style');
  });

  it('shows the display name and bio messages', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 404 }));
    renderWithProviders(<ProfileSetupForm user={user} />);
    await userEvent.click(screen.getByLabelText('Bio'));
    await userEvent.paste('x'.repeat(201));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription('Display name is required');
    expect(screen.getByText('Bio must be less than 200 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Display Name'));
    await userEvent.paste('x'.repeat(51));
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(screen.getByLabelText('Display Name')).toHaveAccessibleDescription(
      'Display name must be less than 50 characters',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('patches the own profile and toasts "Update failed" with the fallback text', async () => {
    const fetchMock = mockFetch(() => new Response('', { status: 500 }));
    renderWithProviders(<ProfileSetupForm user={user} />);
    await userEvent.type(screen.getByLabelText('Display Name'), 'Maya');
    await userEvent.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(useToastStore.getState().current?.title).toBe('Update failed'));
    expect(useToastStore.getState().current?.description).toBe('Failed to update profile. Please try again.');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/users/u1/profile');
    expect(init?.method).toBe('PATCH');
  });

  it('refuses a non-image before uploading', async () => {
    const fetchMock = mockFetch(() => new Response(null, { status: 404 }));
    renderWithProviders(<ProfileSetupForm user={user} />);
    await userEvent.upload(
      screen.getByLabelText('Upload profile photo'),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
      { applyAccept: false },
    );
    expect(await screen.findByText('Invalid file type')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('toasts the server message when an upload fails', async () => {
    mockFetch(() => Response.json({ message: 'Please select a file smaller than 50MB' }, { status: 413 }));
    renderWithProviders(<ProfileSetupForm user={user} />);
    await userEvent.upload(
      screen.getByLabelText('Upload banner photo'),
      new File(['png'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText('Please select a file smaller than 50MB')).toBeInTheDocument();
  });
});

describe('SignInToContinue', () => {
  it('offers sign-in', () => {
    renderWithProviders(<SignInToContinue />);
    expect(screen.getByText('Please sign in to continue')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
  });
});
