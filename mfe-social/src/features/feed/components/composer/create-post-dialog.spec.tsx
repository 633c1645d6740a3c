import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { callsTo, mockApi } from '../../../../test/mock-api';
import { currentToast, feedPost, resetUiState, signInAs } from '../../../../test/posts';
import { CreatePostDialog } from './create-post-dialog';

const image = (name: string, size = 1000, type = 'image/png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function openComposer() {
  fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));
  return screen.findByRole('dialog', { name: 'Create Post' });
}

function choose(dialog: HTMLElement, files: File[]) {
  fireEvent.change(within(dialog).getByLabelText('Choose images'), { target: { files } });
}

describe('CreatePostDialog', () => {
  beforeEach(() => {
    resetUiState();
    signInAs();
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('counts characters live and disables Post when empty or over 280', async () => {
    mockApi({});
    renderWithProviders(<CreatePostDialog />);
    const dialog = await openComposer();
    const post = within(dialog).getByRole('button', { name: 'Post' });
    expect(within(dialog).getByText('0/280')).toBeInTheDocument();
    expect(post).toBeDisabled();
    const text = within(dialog).getByRole('textbox', { name: "What's happening with your pet?" });
    fireEvent.change(text, { target: { value: 'Hi' } });
    expect(within(dialog).getByText('2/280')).toBeInTheDocument();
    expect(post).toBeEnabled();
    fireEvent.change(text, { target: { value: 'a'.repeat(281) } });
    expect(within(dialog).getByText('281/280')).toBeInTheDocument();
    expect(within(dialog).getByText('Your post exceeds the 280 character limit')).toBeInTheDocument();
    expect(post).toBeDisabled();
  });

  it('starts a thread as JSON without images, toasts and closes', async () => {
    const fetchMock = mockApi({ 'POST /api/posts': () => Response.json(feedPost(), { status: 201 }) });
    renderWithProviders(<CreatePostDialog />);
    const dialog = await openComposer();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What's happening/ }), {
      target: { value: 'Part one' },
    });
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Thread' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add location' }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Location' }), {
      target: { value: 'Lisbon' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start Thread' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Post created', description: 'Your thread has been posted' }),
    );
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/posts')[0].init?.body))).toMatchObject({
      content: 'Part one',
      location: 'Lisbon',
      isThread: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends pictures as multipart, disables the picker at four and shows the spec messages', async () => {
    const fetchMock = mockApi({ 'POST /api/posts': () => Response.json(feedPost(), { status: 201 }) });
    renderWithProviders(<CreatePostDialog />);
    const dialog = await openComposer();
    choose(dialog, [image('big.png', 5 * 1024 * 1024 + 1)]);
    expect(currentToast()).toEqual({
      title: 'File too large',
      description: 'One or more images exceed the 5MB size limit',
    });
    choose(dialog, [image('clip.mp4', 10, 'video/mp4')]);
    expect(currentToast()?.title).toBe('Video not supported');
    choose(
      dialog,
      ['1', '2', '3', '4', '5'].map((n) => image(`${n}.png`)),
    );
    expect(currentToast()).toEqual({
      title: 'Too many images',
      description: 'You can only upload up to 4 images per post',
    });
    expect(within(dialog).getAllByRole('button', { name: /Remove image/ })).toHaveLength(4);
    expect(within(dialog).getByRole('button', { name: 'Add images (4/4)' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 4' }));
    expect(within(dialog).getByRole('button', { name: 'Add images (3/4)' })).toBeEnabled();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Post created', description: 'Your post has been created' }),
    );
    const body = callsTo(fetchMock, 'POST', '/api/posts')[0].init?.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['1.png', '2.png', '3.png']);
    expect(body.get('isThread')).toBe('false');
    expect(body.get('content')).toBe('');
  });

  it("sends each picture's description (alt text), kept with its picture when another is removed", async () => {
    const fetchMock = mockApi({ 'POST /api/posts': () => Response.json(feedPost(), { status: 201 }) });
    renderWithProviders(<CreatePostDialog />);
    const dialog = await openComposer();
    choose(dialog, [image('a.png'), image('b.png')]);
    fireEvent.change(within(dialog).getByLabelText('Describe image 1 (alt text)'), {
      target: { value: 'Biscuit on the sofa' },
    });
    fireEvent.change(within(dialog).getByLabelText('Describe image 2 (alt text)'), {
      target: { value: 'Luna in the garden' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove image 1' }));
    expect(within(dialog).getByLabelText('Describe image 1 (alt text)')).toHaveValue('Luna in the garden');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/posts')).toHaveLength(1));
    const body = callsTo(fetchMock, 'POST', '/api/posts')[0].init?.body as FormData;
    expect(body.getAll('images').map((file) => (file as File).name)).toEqual(['b.png']);
    expect(JSON.parse(String(body.get('imageAlts')))).toEqual(['Luna in the garden']);
  });

  it('reports a failed post and keeps the text', async () => {
    mockApi({ 'POST /api/posts': () => Response.json({ message: 'no' }, { status: 500 }) });
    renderWithProviders(<CreatePostDialog />);
    const dialog = await openComposer();
    const text = within(dialog).getByRole('textbox', { name: /What's happening/ });
    fireEvent.change(text, { target: { value: 'Hello' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({
        title: 'Failed to create post',
        description: 'An error occurred while creating your post',
      }),
    );
    expect(text).toHaveValue('Hello');
  });

  it('shows the community guidelines', async () => {
    mockApi({});
    renderWithProviders(<CreatePostDialog />);
    const dialog = await openComposer();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Guidelines' }));
    const guidelines = await screen.findByRole('dialog', { name: 'Community Guidelines' });
    expect(within(guidelines).getByText('Be kind and respectful.')).toBeInTheDocument();
    expect(
      within(guidelines).getByText('Violations may lead to content removal or account restrictions.'),
    ).toBeInTheDocument();
  });

  it('adds to a thread without a Thread switch', async () => {
    const fetchMock = mockApi({
      'POST /api/threads/t-1/posts': () => Response.json(feedPost(), { status: 201 }),
    });
    renderWithProviders(<CreatePostDialog threadId="t-1" label="Add to thread" />);
    fireEvent.click(screen.getByRole('button', { name: 'Add to thread' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to thread' });
    expect(within(dialog).queryByRole('switch')).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /What's happening/ }), {
      target: { value: 'Part two' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/threads/t-1/posts')).toHaveLength(1));
  });
});
