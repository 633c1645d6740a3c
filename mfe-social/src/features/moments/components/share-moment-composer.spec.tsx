import { ApiError, uploadWithProgress } from '@petcora/api-client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { callsTo, deferred, mockApi } from '../../../test/mock-api';
import { currentToast, feedPost, resetUiState, signInAs, signOutVisitor } from '../../../test/posts';
import { useSignInPrompt } from '../../../components/sign-in-prompt';
import { ShareMomentComposer } from './share-moment-composer';

jest.mock('@petcora/api-client', () => ({
  ...jest.requireActual('@petcora/api-client'),
  uploadWithProgress: jest.fn(),
}));
const upload = uploadWithProgress as jest.MockedFunction<typeof uploadWithProgress>;

const media = (name: string, type: string, size = 1000) => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function choose(file: File) {
  fireEvent.change(screen.getByLabelText('Choose a photo or video'), { target: { files: [file] } });
}

describe('ShareMomentComposer', () => {
  beforeEach(() => {
    resetUiState();
    signInAs();
    upload.mockReset();
    URL.createObjectURL = jest.fn(() => 'blob:preview');
    URL.revokeObjectURL = jest.fn();
  });

  it('uploads the picture with a progress bar, then shares the post pointing at it', async () => {
    const fetchMock = mockApi({ 'POST /api/posts': () => Response.json(feedPost(), { status: 201 }) });
    const answer = deferred<unknown>();
    upload.mockImplementation((_path, _form, options) => {
      options?.onProgress?.(0.4);
      return answer.promise as Promise<never>;
    });
    renderWithProviders(<ShareMomentComposer />);
    expect(screen.getByRole('heading', { name: 'Share a Pet Moment' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Sunny nap' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(screen.getByRole('button', { name: 'Add location' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.change(screen.getByLabelText('Location'), { target: { value: 'Porto' } });
    choose(media('nap.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'Preview of nap.jpg' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    expect(await screen.findByRole('button', { name: 'Posting...' })).toBeDisabled();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '40');
    expect(screen.getByText('Uploading 40%')).toBeInTheDocument();
    expect(upload.mock.calls[0][0]).toBe('/api/posts/media');
    expect((upload.mock.calls[0][1] as FormData).get('media')).toBeInstanceOf(File);
    answer.resolve({
      mediaType: 'image',
      imageUrl: '/media/social/nap.webp',
      videoUrl: null,
      mediaUrl: '/media/social/nap.webp',
    });
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Success!', description: 'Your post has been shared' }),
    );
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/posts')[0].init?.body))).toEqual({
      content: 'Sunny nap',
      location: 'Porto',
      imageUrl: '/media/social/nap.webp',
    });
    expect(screen.getByLabelText('Caption')).toHaveValue('');
    expect(screen.queryByRole('img', { name: 'Preview of nap.jpg' })).not.toBeInTheDocument();
  });

  it('sends a video as videoUrl', async () => {
    const fetchMock = mockApi({ 'POST /api/posts': () => Response.json(feedPost(), { status: 201 }) });
    upload.mockResolvedValue({
      mediaType: 'video',
      imageUrl: null,
      videoUrl: '/media/social/v.mp4',
      mediaUrl: '/media/social/v.mp4',
    });
    renderWithProviders(<ShareMomentComposer />);
    choose(media('v.mp4', 'video/mp4'));
    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST', '/api/posts')).toHaveLength(1));
    expect(JSON.parse(String(callsTo(fetchMock, 'POST', '/api/posts')[0].init?.body))).toMatchObject({
      videoUrl: '/media/social/v.mp4',
    });
  });

  it("reports an upload failure with the server's message, or the spec fallback", async () => {
    const fetchMock = mockApi({});
    upload.mockRejectedValueOnce(
      new ApiError(400, '', 'Please select an image or video file', 'Bad Request'),
    );
    renderWithProviders(<ShareMomentComposer />);
    choose(media('a.png', 'image/png'));
    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({
        title: 'Upload failed',
        description: 'Please select an image or video file',
      }),
    );
    upload.mockRejectedValueOnce(new TypeError('Network error during upload'));
    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    await waitFor(() =>
      expect(currentToast()).toEqual({ title: 'Upload failed', description: 'Failed to upload media' }),
    );
    expect(callsTo(fetchMock, 'POST', '/api/posts')).toHaveLength(0);
  });

  it('refuses other files and files over 50 MB, and removes a chosen one', () => {
    renderWithProviders(<ShareMomentComposer />);
    choose(media('doc.pdf', 'application/pdf'));
    expect(currentToast()).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image or video file',
    });
    choose(media('huge.mp4', 'video/mp4', 50 * 1024 * 1024 + 1));
    expect(currentToast()).toEqual({
      title: 'File too large',
      description: 'Please select a file smaller than 50MB',
    });
    expect(screen.getByRole('button', { name: 'Share Post' })).toBeDisabled();
    choose(media('ok.png', 'image/png'));
    fireEvent.click(screen.getByRole('button', { name: 'Remove media' }));
    expect(screen.queryByRole('img', { name: 'Preview of ok.png' })).not.toBeInTheDocument();
  });

  it('asks visitors to sign in instead of posting', () => {
    signOutVisitor();
    const fetchMock = mockApi({});
    renderWithProviders(<ShareMomentComposer />);
    fireEvent.change(screen.getByLabelText('Caption'), { target: { value: 'Hi' } });
    fireEvent.click(screen.getByRole('button', { name: 'Share Post' }));
    expect(useSignInPrompt.getState().action).toBe('post');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
  });
});
