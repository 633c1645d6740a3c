import { useSession } from './session-store';
import { startSession } from './start-session';

describe('startSession', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
  const initial = useSession.getState();

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    useSession.setState(initial, true);
    document.head.innerHTML = '';
  });

  it('is anonymous without asking the server when the page says no session cookie came with it', async () => {
    document.head.innerHTML = '<meta name="petcora-session" content="none">';
    await startSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState()).toMatchObject({ status: 'anonymous', user: null });
  });

  it('asks GET /api/auth/me when the page carries no hint', async () => {
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ id: 'u1', username: 'maya' }), { status: 200 }),
    );
    await startSession();
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/me', expect.anything());
    expect(useSession.getState()).toMatchObject({ status: 'authenticated' });
  });

  it('asks the server for any other hint value', async () => {
    document.head.innerHTML = '<meta name="petcora-session" content="signed-in">';
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ message: 'x' }), { status: 401 }));
    await startSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSession.getState()).toMatchObject({ status: 'anonymous' });
  });
});
