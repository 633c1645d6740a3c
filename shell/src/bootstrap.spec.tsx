// The start in two chunks (ADR 0045): the bootstrap starts the page's reads, then imports the app
// (app-start.tsx: react-dom's client, the router, the pages) as a chunk of its own, so their evaluation is a task of
// its own instead of part of one long start-up task.

const loaded: string[] = [];

jest.mock('@petcora/session', () => ({ startSession: jest.fn(() => Promise.resolve()) }));
jest.mock('./app/start-route-page', () => ({ startLoadingRoutePage: jest.fn() }));
jest.mock('./remotes/remote-registry', () => ({ ensureRemotesRegistered: () => Promise.resolve() }));
jest.mock('react-dom/client', () => {
  loaded.push('react-dom/client');
  return {};
});
jest.mock('./app/app', () => {
  loaded.push('app');
  return {};
});
jest.mock('./app-start', () => {
  loaded.push('app-start');
  return {};
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the bootstrap', () => {
  it('starts the session, the remote list and the page’s remote, then loads the app on its own', async () => {
    window.history.replaceState(null, '', '/community');
    const { startSession } = jest.requireMock<typeof import('@petcora/session')>('@petcora/session');
    const { startLoadingRoutePage } =
      jest.requireMock<typeof import('./app/start-route-page')>('./app/start-route-page');

    jest.requireActual('./bootstrap');

    expect(startSession).toHaveBeenCalledTimes(1);
    expect(startLoadingRoutePage).toHaveBeenCalledWith('/community');
    // Not in the bootstrap's own evaluation: neither react-dom's client nor the app.
    expect(loaded).toEqual([]);
    await flush();
    expect(loaded).toEqual(['app-start']);
  });
});
