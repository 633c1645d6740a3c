import type { CurrentUser } from '@petcora/contracts';
import { useSession } from './session-store';

const user = { id: 'u1', username: 'maya', email: 'maya@example.com' } as CurrentUser;

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status });
}

describe('session store', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const initial = useSession.getState();

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    useSession.setState(initial, true);
  });

  it('starts loading', () => {
    expect(useSession.getState()).toMatchObject({ status: 'loading', user: null });
  });

  it('becomes authenticated with the user from /api/auth/me', async () => {
    fetchMock.mockResolvedValue(json(200, user));
    await useSession.getState().refresh();
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ credentials: 'include' }),
    );
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user });
  });

  it('becomes anonymous on 401', async () => {
    fetchMock.mockResolvedValue(json(401, { message: 'Not signed in' }));
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('becomes anonymous on any other failure', async () => {
    fetchMock.mockRejectedValue(new TypeError('network down'));
    await useSession.getState().refresh();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('signs out with a POST and re-reads the session', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    await useSession.getState().refresh();
    fetchMock.mockResolvedValueOnce(json(204, undefined)).mockResolvedValueOnce(json(401, { message: 'x' }));
    await useSession.getState().signOut();
    expect(fetchMock.mock.calls[1][0]).toBe('/api/auth/signout');
    expect(fetchMock.mock.calls[1][1]?.method).toBe('POST');
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('runs the step before forgetting while the user is still signed in, and forgets after it', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    await useSession.getState().refresh();
    fetchMock.mockResolvedValueOnce(json(204, undefined)).mockResolvedValueOnce(json(401, { message: 'x' }));
    const seen: string[] = [];
    await useSession.getState().signOut(async () => {
      seen.push(useSession.getState().status);
      await Promise.resolve();
      seen.push(useSession.getState().status);
    });
    expect(seen).toEqual(['authenticated', 'authenticated']);
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('forgets the signed-out user even when the step before forgetting fails', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    await useSession.getState().refresh();
    fetchMock.mockResolvedValueOnce(json(204, undefined)).mockResolvedValueOnce(json(401, { message: 'x' }));
    await expect(
      useSession.getState().signOut(() => {
        throw new Error('navigation failed');
      }),
    ).rejects.toThrow('navigation failed');
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('reports a refused sign-out and keeps the user', async () => {
    fetchMock.mockResolvedValueOnce(json(200, user));
    await useSession.getState().refresh();
    fetchMock.mockResolvedValueOnce(json(500, { message: 'boom' })).mockResolvedValueOnce(json(200, user));
    const beforeForget = jest.fn();
    await expect(useSession.getState().signOut(beforeForget)).rejects.toThrow('500');
    expect(beforeForget).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ status: 'authenticated', user });
  });
});
