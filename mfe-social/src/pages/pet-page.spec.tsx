import type { Pet } from '@petcora/contracts';
import { screen, within } from '@testing-library/react';
import { mockApi } from '../test/mock-api';
import { publicProfile, renderRoutes } from '../test/people';
import { EMPTY_FEED_PAGE, feedPost, MAYA, resetUiState, signInAs } from '../test/posts';
import PetPage from './pet-page';
import UserProfilePage from './user-profile-page';

const PET_ID = '0b5d6f1e-1c1a-4f7e-9a0b-2f3c4d5e6f70';
const miso: Pet = {
  id: PET_ID,
  ownerId: '7f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  ownerUsername: 'rex',
  name: 'Miso',
  species: 'cat',
  breed: 'Tabby',
  birthday: null,
  ageYears: 3,
  photoUrl: '/media/social/miso.png',
  bio: 'Naps in the sun',
  createdAt: '2026-12-01T10:00:00.000Z',
};

const show = (route: string) =>
  renderRoutes(
    { '/user/:username': <UserProfilePage />, '/user/:username/pets/:petId': <PetPage /> },
    { route },
  );

describe('pets on profiles and pet pages', () => {
  beforeEach(() => {
    resetUiState();
    signInAs(MAYA);
  });

  it("shows the member's pets as cards under the profile header, linking to each pet's page", async () => {
    mockApi({
      'GET /api/profile/rex': publicProfile(),
      'GET /api/profile/rex/posts': EMPTY_FEED_PAGE,
      'GET /api/users/rex/pets': {
        pets: [
          miso,
          { ...miso, id: 'p2', name: 'Bolt', species: 'dog', photoUrl: null, breed: null, ageYears: 0 },
        ],
      },
    });
    show('/user/rex');
    const section = await screen.findByRole('region', { name: 'Pets' });
    const card = within(section).getByRole('link', { name: 'Miso, Cat · Tabby · 3 years' });
    expect(card).toHaveAttribute('href', `/user/rex/pets/${PET_ID}`);
    expect(within(card).getByRole('img', { name: 'Miso' })).toHaveAttribute('src', '/media/social/miso.png');
    expect(within(section).getByRole('link', { name: 'Bolt, Dog · Under a year' })).toBeInTheDocument();
  });

  it('shows no pets section for a member without pets', async () => {
    mockApi({
      'GET /api/profile/rex': publicProfile(),
      'GET /api/profile/rex/posts': EMPTY_FEED_PAGE,
      'GET /api/users/rex/pets': { pets: [] },
    });
    show('/user/rex');
    await screen.findByRole('heading', { level: 1, name: /Rex Owner/ });
    expect(screen.queryByRole('region', { name: 'Pets' })).not.toBeInTheDocument();
  });

  it("shows a pet's photo, details and bio on its page", async () => {
    mockApi({ [`GET /api/users/rex/pets/${PET_ID}`]: miso });
    show(`/user/rex/pets/${PET_ID}`);
    expect(screen.getByRole('status', { name: 'Loading pet' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Miso' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Miso' })).toHaveAttribute('src', '/media/social/miso.png');
    expect(screen.getByText('Cat')).toBeInTheDocument();
    expect(screen.getByText('Tabby')).toBeInTheDocument();
    expect(screen.getByText('3 years')).toBeInTheDocument();
    expect(screen.getByText('Naps in the sun')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to @rex/ })).toHaveAttribute('href', '/user/rex');
  });

  it('lists the posts the pet is tagged in under its details', async () => {
    mockApi({
      [`GET /api/users/rex/pets/${PET_ID}`]: miso,
      [`GET /api/users/rex/pets/${PET_ID}/posts`]: {
        posts: [feedPost({ content: 'Miso found the sunny spot' })],
        hasMore: false,
        nextCursor: null,
      },
    });
    show(`/user/rex/pets/${PET_ID}`);
    const section = await screen.findByRole('region', { name: 'Posts with Miso' });
    expect(await within(section).findByText('Miso found the sunny spot')).toBeInTheDocument();
  });

  it('shows a not-found screen for a pet that is gone or not this member’s', async () => {
    mockApi({});
    show(`/user/rex/pets/${PET_ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pet not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute('href', '/user/rex');
  });
});
