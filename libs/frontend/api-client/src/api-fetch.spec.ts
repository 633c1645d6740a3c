import { ApiError, serverMessageOf } from './api-error';
import { apiFetch, apiJson } from './api-fetch';
import { createQueryClient } from './query-client';

function respond(status: number, body: string, statusText = ''): Response {
  return new Response(body || null, { status, statusText });
}

describe('apiFetch', () => {
  const fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();

  beforeEach(() => {
    fetchMock.mockReset();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
  });

  it('sends credentials and JSON bodies', async () => {
    fetchMock.mockResolvedValue(respond(200, '{"ok":true}'));
    const result = await apiJson<{ ok: boolean }>('/api/things', { method: 'POST', json: { a: 1 } });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/things');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
  });

  it('echoes the XSRF-TOKEN cookie on state-changing requests only', async () => {
    document.cookie = 'XSRF-TOKEN=abc%3D123';
    fetchMock.mockImplementation(async () => respond(204, ''));
    await apiFetch('/api/posts', { method: 'DELETE' });
    await apiFetch('/api/posts');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('x-xsrf-token')).toBe('abc=123');
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).has('x-xsrf-token')).toBe(false);
  });

  it('throws "<status>: <body>" and exposes the server message', async () => {
    fetchMock.mockResolvedValue(respond(400, '{"message":"Username is taken"}', 'Bad Request'));
    const error = await apiFetch('/api/auth/signup', { method: 'POST' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('400: {"message":"Username is taken"}');
    expect((error as ApiError).status).toBe(400);
    expect(serverMessageOf(error)).toBe('Username is taken');
  });

  it('uses the status text when the body is empty', async () => {
    fetchMock.mockResolvedValue(respond(401, '', 'Unauthorized'));
    await expect(apiFetch('/api/auth/me')).rejects.toThrow('401: Unauthorized');
  });

  it('leaves the server message undefined for a non-JSON body', async () => {
    fetchMock.mockResolvedValue(respond(502, 'Bad gateway', 'Bad Gateway'));
    const error = await apiFetch('/api/x').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('502: Bad gateway');
    expect(serverMessageOf(error)).toBeUndefined();
  });

  it('returns undefined for an empty JSON answer', async () => {
    fetchMock.mockResolvedValue(respond(200, ''));
    await expect(apiJson('/api/auth/signout', { method: 'POST' })).resolves.toBeUndefined();
  });
});

describe('createQueryClient', () => {
  it('applies the spec defaults', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
  });
});
