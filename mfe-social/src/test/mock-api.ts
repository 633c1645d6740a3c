/** What a route answers: a JSON body (200), or a function building the Response from the request. */
export type Route =
  unknown | ((request: { url: string; init?: RequestInit }) => Response | Promise<Response>);

/**
 * Replaces fetch with a small router keyed "METHOD /path" (query string ignored); unknown routes answer 404 so a
 * test sees an unexpected call fail loudly. Returns the mock to inspect calls.
 */
export function mockApi(routes: Record<string, Route>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${url.split('?')[0]}`;
    if (!(key in routes)) return Response.json({ message: `no route for ${key}` }, { status: 404 });
    const route = routes[key];
    return typeof route === 'function'
      ? (route as (request: { url: string; init?: RequestInit }) => Response | Promise<Response>)({
          url,
          init,
        })
      : Response.json(route);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The calls made to one route, with their parsed JSON bodies. */
export function callsTo(fetchMock: jest.Mock, method: string, path: string) {
  return fetchMock.mock.calls
    .filter(
      ([url, init]) => String(url).split('?')[0] === path && (init?.method ?? 'GET').toUpperCase() === method,
    )
    .map(([url, init]) => ({ url: String(url), init: init as RequestInit | undefined }));
}

/** A promise the test settles by hand, to look at the screen while a request is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
