import type { Pet } from '@petcora/contracts';
import { useToastStore } from '@petcora/ui/toast';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render-with-providers';
import { YourPets } from './your-pets';

function pet(n: number, overrides: Partial<Pet> = {}): Pet {
  return {
    id: `pet-${n}`,
    ownerId: 'u1',
    ownerUsername: 'maya',
    name: `Pet ${n}`,
    species: 'dog',
    breed: null,
    birthday: null,
    ageYears: null,
    photoUrl: null,
    bio: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    ...overrides,
  };
}

const bodyOf = (init: RequestInit) => JSON.parse(String(init.body)) as Record<string, unknown>;

describe('YourPets', () => {
  beforeAll(() => {
    // jsdom has no object URLs; the preview only needs a string.
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });
  beforeEach(() => useToastStore.setState({ current: null }));

  it('adds a cat with a photo: uploads through the media pipeline, then saves the pet with its URL', async () => {
    let pets: Pet[] = [];
    const fetchMock = mockFetch((url, init) => {
      const method = init.method ?? 'GET';
      if (url === '/api/users/me/pets' && method === 'GET') return Response.json({ pets });
      if (url === '/api/posts/media' && method === 'POST')
        return Response.json({
          mediaType: 'image',
          mediaUrl: '/media/social/miso.png',
          imageUrl: '/media/social/miso.png',
          videoUrl: null,
        });
      if (url === '/api/users/me/pets' && method === 'POST') {
        const created = pet(1, { ...bodyOf(init), id: 'pet-1' } as Partial<Pet>);
        pets = [created];
        return Response.json(created, { status: 201 });
      }
      return Response.json({ message: 'unexpected' }, { status: 404 });
    });
    renderWithProviders(<YourPets />);
    expect(await screen.findByText("You haven't added any pets yet.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add a pet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pet' });
    await userEvent.type(within(dialog).getByLabelText('Name'), 'Miso');
    await userEvent.selectOptions(within(dialog).getByLabelText('Species'), 'cat');
    await userEvent.type(within(dialog).getByLabelText('Age in years'), '3');
    await userEvent.type(within(dialog).getByLabelText('Bio'), 'Naps');
    expect(within(dialog).getByText('4/300')).toBeInTheDocument();
    await userEvent.upload(
      within(dialog).getByLabelText('Photo'),
      new File([new Uint8Array(10)], 'miso.png', { type: 'image/png' }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const upload = fetchMock.mock.calls.find(([url]) => String(url) === '/api/posts/media');
    expect((upload?.[1]?.body as FormData).get('media')).toBeInstanceOf(File);
    const create = fetchMock.mock.calls.find(
      ([url, init]) => String(url) === '/api/users/me/pets' && init?.method === 'POST',
    );
    expect(bodyOf(create![1]!)).toEqual({
      name: 'Miso',
      species: 'cat',
      breed: null,
      birthday: null,
      ageYears: 3,
      bio: 'Naps',
      photoUrl: '/media/social/miso.png',
    });
    expect(await screen.findByText('Miso')).toBeInTheDocument();
    expect(screen.getByText('Cat · 3 years')).toBeInTheDocument();
  });

  it('shows the shared messages and sends nothing for a nameless pet with a birthday and an age', async () => {
    const fetchMock = mockFetch(() => Response.json({ pets: [] }));
    renderWithProviders(<YourPets />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a pet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a pet' });
    await userEvent.type(within(dialog).getByLabelText('Birthday'), '2020-01-01');
    await userEvent.type(within(dialog).getByLabelText('Age in years'), '2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add Pet' }));
    expect(await within(dialog).findByText('Please enter your pet’s name')).toBeInTheDocument();
    expect(within(dialog).getByText(/Species must be one of/)).toBeInTheDocument();
    expect(within(dialog).getByText('Give either a birthday or an age, not both')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
  });

  it('edits a pet and removes one after confirming', async () => {
    let pets = [pet(1, { name: 'Rex', breed: 'Beagle', ageYears: 4 }), pet(2, { name: 'Bolt' })];
    const fetchMock = mockFetch((url, init) => {
      const method = init.method ?? 'GET';
      if (url === '/api/users/me/pets' && method === 'GET') return Response.json({ pets });
      if (url === '/api/users/me/pets/pet-1' && method === 'PATCH') {
        pets = [{ ...pets[0], ...bodyOf(init) } as Pet, pets[1]];
        return Response.json(pets[0]);
      }
      if (url === '/api/users/me/pets/pet-2' && method === 'DELETE') {
        pets = [pets[0]];
        return Response.json({ pets });
      }
      return Response.json({ message: 'unexpected' }, { status: 404 });
    });
    renderWithProviders(<YourPets />);
    expect(await screen.findByText('Dog · Beagle · 4 years')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Rex' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Rex' });
    const name = within(dialog).getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rexy');
    await userEvent.clear(within(dialog).getByLabelText('Breed (optional)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Rexy')).toBeInTheDocument();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(bodyOf(patch![1]!)).toMatchObject({ name: 'Rexy', breed: null, ageYears: 4 });

    await userEvent.click(screen.getByRole('button', { name: 'Remove Bolt' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove Bolt?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('Bolt')).not.toBeInTheDocument());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true);
  });

  it('turns Add a pet off at 10 pets', async () => {
    mockFetch(() => Response.json({ pets: Array.from({ length: 10 }, (_, i) => pet(i)) }));
    renderWithProviders(<YourPets />);
    expect(await screen.findByRole('button', { name: 'Add a pet' })).toBeDisabled();
    expect(screen.getByText('You can add up to 10 pets')).toBeInTheDocument();
  });
});
