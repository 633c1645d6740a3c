import type {
  CatalogStats,
  CatalogSyncJobStatus,
  CatalogSyncRun,
  CurrentUser,
  SyncedProduct,
  SyncedProductsPage,
} from '@petcora/contracts';
import { useSession } from '@petcora/session';
import { useToastStore } from '@petcora/ui/toast';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonError, mockApi, product } from '../test/mock-api';
import { renderRoute } from '../test/render-with-providers';
import AdminSquarePage from './admin-square-page';

const POLL = { timeout: 4000 };

function stats(overrides: Partial<CatalogStats> = {}): CatalogStats {
  return {
    totalProducts: 42,
    syncedProducts: 30,
    manualProducts: 12,
    averagePrice: 2150,
    recentProducts: [1, 2, 3, 4, 5].map((n) =>
      product({ id: `p${n}`, name: `Recent ${n}`, price: 1000 + n, squareItemId: n % 2 ? `SQ${n}` : null }),
    ),
    lastSyncedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function synced(overrides: Partial<SyncedProduct> = {}): SyncedProduct {
  return {
    ...product({ squareItemId: 'SQ1', lastSyncedAt: '2026-11-20T10:00:00.000Z' }),
    available: true,
    ...overrides,
  };
}

function productsPage(products: SyncedProduct[], total = products.length, page = 1): SyncedProductsPage {
  return { products, total, page, limit: 20 };
}

const counts = {
  pages: 3,
  itemsSeen: 120,
  productsUpserted: 40,
  productsUnchanged: 80,
  productsMadeUnavailable: 2,
  itemsFailed: 1,
  failedItems: [{ squareItemId: 'BAD1', reason: 'no-priced-variation' }],
};

function run(overrides: Partial<CatalogSyncRun> = {}): CatalogSyncRun {
  return {
    id: 'r1',
    jobId: 'j1',
    attempt: 1,
    status: 'succeeded',
    mode: 'full',
    trigger: 'admin',
    requestedBy: 'u-admin',
    startedAt: '2026-11-20T09:59:00.000Z',
    finishedAt: '2026-11-20T10:00:00.000Z',
    durationMs: 4200,
    beginTime: null,
    error: null,
    ...counts,
    ...overrides,
  };
}

function job(overrides: Partial<CatalogSyncJobStatus> = {}): CatalogSyncJobStatus {
  return {
    id: 'j9',
    state: 'active',
    progress: null,
    result: null,
    failedReason: null,
    attemptsMade: 0,
    attempts: 3,
    ...overrides,
  };
}

function signInAs(role: 'admin' | 'member') {
  useSession.setState({
    status: 'authenticated',
    user: { id: `u-${role}`, username: role, role } as CurrentUser,
  });
}

/** The admin API of a quiet catalogue: no run yet unless given. */
function adminApi(extra: Parameters<typeof mockApi>[0] = {}, runs: CatalogSyncRun[] = []) {
  return mockApi({
    'GET /api/products/catalog-stats': () => stats(),
    'GET /api/products/catalog-products': () => productsPage([synced()]),
    'GET /api/products/sync-runs': () => runs,
    ...extra,
  });
}

function renderPage() {
  return renderRoute(<AdminSquarePage />, { path: '/admin/square', at: '/admin/square' });
}

const toastNow = () => useToastStore.getState().current;

beforeEach(() => {
  useToastStore.setState({ current: null });
  signInAs('admin');
});

describe('the /admin/square page', () => {
  it('asks a visitor to sign in and come back, without calling the admin API', () => {
    useSession.setState({ status: 'anonymous', user: null });
    const api = mockApi({});
    renderPage();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?returnTo=%2Fadmin%2Fsquare',
    );
    expect(screen.queryByRole('button', { name: 'Start sync' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('tells a member it is for admins only (403), without calling the admin API', () => {
    signInAs('member');
    const api = mockApi({});
    renderPage();
    const refusal = screen.getByRole('alert');
    expect(within(refusal).getByRole('heading', { name: 'Admins only' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start sync' })).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('shows the stat cards, the five recent products, the synced products and an idle sync card', async () => {
    adminApi();
    renderPage();
    const figure = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).closest('.catalog-sync-stat');
    await waitFor(() => expect(figure('Total products')).toHaveTextContent('42'));
    expect(figure('Catalogue-synced products')).toHaveTextContent('30');
    expect(figure('Manual products')).toHaveTextContent('12');
    expect(figure('Average price')).toHaveTextContent('$21.50');

    const recent = screen.getByRole('region', { name: 'Recent products' });
    const items = within(recent).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual([
      'Recent 1',
      'Recent 2',
      'Recent 3',
      'Recent 4',
      'Recent 5',
    ]);
    expect(within(items[0]).getByText('Square')).toBeInTheDocument();
    expect(within(items[1]).getByText('Manual')).toBeInTheDocument();
    expect(within(items[0]).getByText('$10.01')).toBeInTheDocument();

    const table = await screen.findByRole('table', { name: /Catalogue-synced products/ });
    expect(within(table).getByRole('rowheader', { name: 'Natural Dog Shampoo' })).toBeInTheDocument();

    const card = screen.getByRole('region', { name: 'Square catalogue sync' });
    expect(await within(card).findByRole('status')).toHaveTextContent('No sync has run yet');
    expect(within(card).getByText(/Last synced/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start sync' })).toBeEnabled();
    // Bull Board lives outside the SPA: a plain link, so the browser loads it in full.
    expect(within(card).getByRole('link', { name: 'Open the queue dashboard' })).toHaveAttribute(
      'href',
      '/admin/queues',
    );
    expect(await screen.findByText('No sync has run yet.')).toBeInTheDocument();
  });

  it('shows empty states when nothing was synced yet', async () => {
    adminApi({
      'GET /api/products/catalog-stats': () =>
        stats({
          totalProducts: 0,
          syncedProducts: 0,
          manualProducts: 0,
          averagePrice: 0,
          recentProducts: [],
          lastSyncedAt: null,
        }),
      'GET /api/products/catalog-products': () => productsPage([]),
    });
    renderPage();
    expect(await screen.findByText('No products yet.')).toBeInTheDocument();
    expect(await screen.findByText('No products have been synced from Square yet.')).toBeInTheDocument();
    expect(screen.getByText('Never synced')).toBeInTheDocument();
  });

  it('starts a sync, shows its live progress with the button off, then the result and a success toast', async () => {
    let current = job({ state: 'waiting' });
    const api = adminApi({
      'POST /api/products/sync-square': () =>
        Response.json({ message: 'Catalog sync started', jobId: 'j9' }, { status: 202 }),
      'GET /api/products/sync-square/j9': () => current,
    });
    renderPage();
    const card = screen.getByRole('region', { name: 'Square catalogue sync' });
    await userEvent.click(await within(card).findByRole('button', { name: 'Start sync' }));

    expect(await within(card).findByRole('status')).toHaveTextContent('Sync queued, waiting for the worker');
    expect(within(card).getByRole('button', { name: 'Syncing…' })).toBeDisabled();

    current = job({ progress: { mode: 'full', pages: 2, itemsSeen: 80, productsUpserted: 25 } });
    const bar = await within(card).findByRole('progressbar', { name: 'Sync progress' });
    await waitFor(
      () => expect(bar).toHaveAttribute('aria-valuetext', '2 pages read, 80 items seen, 25 products written'),
      POLL,
    );
    expect(within(card).getByRole('status')).toHaveTextContent('Syncing: 2 pages read, 80 items seen');
    expect(within(card).getByRole('button', { name: 'Syncing…' })).toBeDisabled();

    const statsReadsBefore = api.callsTo('GET', '/api/products/catalog-stats').length;
    current = job({ state: 'completed', result: { mode: 'full', ...counts } });
    await waitFor(() => expect(toastNow()?.title).toBe('Sync Successful'), POLL);
    expect(toastNow()).toMatchObject({ description: 'Catalog sync started', variant: 'success' });
    expect(within(card).getByRole('status')).toHaveTextContent('The last sync succeeded.');
    expect(within(card).getByText('Items seen').nextSibling).toHaveTextContent('120');
    expect(within(card).getByText('Made unavailable').nextSibling).toHaveTextContent('2');
    expect(within(card).getByText('Skipped items (1)')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Start sync' })).toBeEnabled();
    // The stats, tables and history are read again after the run.
    await waitFor(() =>
      expect(api.callsTo('GET', '/api/products/catalog-stats').length).toBeGreaterThan(statsReadsBefore),
    );
    // Polling stopped once the job finished.
    const polls = api.callsTo('GET', '/api/products/sync-square/j9').length;
    await act(() => new Promise((resolve) => setTimeout(resolve, 1500)));
    expect(api.callsTo('GET', '/api/products/sync-square/j9')).toHaveLength(polls);
  });

  it("toasts 'Sync Failed' with the job's error when the run fails", async () => {
    let current = job({ state: 'active' });
    adminApi({
      'POST /api/products/sync-square': () => ({ message: 'Catalog sync started', jobId: 'j9' }),
      'GET /api/products/sync-square/j9': () => current,
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Start sync' }));
    await screen.findByRole('progressbar');
    current = job({ state: 'failed', failedReason: 'Square answered 401: UNAUTHORIZED' });
    await waitFor(() => expect(toastNow()?.title).toBe('Sync Failed'), POLL);
    expect(toastNow()).toMatchObject({
      description: 'Square answered 401: UNAUTHORIZED',
      variant: 'destructive',
    });
    const card = screen.getByRole('region', { name: 'Square catalogue sync' });
    expect(within(card).getByText(/Square answered 401: UNAUTHORIZED/)).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent('The last sync failed.');
  });

  it("toasts 'Failed to sync products from Square' when the failure carries no message", async () => {
    adminApi({
      'POST /api/products/sync-square': () => ({ message: 'Catalog sync started', jobId: 'j9' }),
      'GET /api/products/sync-square/j9': () => job({ state: 'failed', failedReason: null }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Start sync' }));
    await waitFor(() => expect(toastNow()?.title).toBe('Sync Failed'));
    expect(toastNow()?.description).toBe('Failed to sync products from Square');
  });

  it("toasts the server's message when the sync cannot start, and the fallback when there is none", async () => {
    let answer = jsonError(503, 'Catalog sync is unavailable right now. Please try again later.');
    adminApi({ 'POST /api/products/sync-square': () => answer });
    renderPage();
    const start = await screen.findByRole('button', { name: 'Start sync' });
    await userEvent.click(start);
    await waitFor(() => expect(toastNow()?.title).toBe('Sync Failed'));
    expect(toastNow()?.description).toBe('Catalog sync is unavailable right now. Please try again later.');

    answer = new Response('', { status: 502 });
    act(() => useToastStore.setState({ current: null }));
    await userEvent.click(start);
    await waitFor(() => expect(toastNow()?.title).toBe('Sync Failed'));
    expect(toastNow()?.description).toBe('Failed to sync products from Square');
  });

  it('keeps a hostile job id inside its path segment when polling', async () => {
    const api = adminApi({
      'POST /api/products/sync-square': () => ({
        message: 'Catalog sync started',
        jobId: '../../auth/me?x=1',
      }),
      'GET /api/products/sync-square/..%2F..%2Fauth%2Fme%3Fx%3D1': () =>
        job({ state: 'completed', result: { mode: 'full', ...counts } }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Start sync' }));
    await waitFor(() => expect(toastNow()?.title).toBe('Sync Successful'));
    expect(api.calls.map((call) => call.url)).not.toContain('/api/products/sync-square/../../auth/me?x=1');
  });

  it('follows a run that was already going when the page opened', async () => {
    const api = adminApi(
      {
        'GET /api/products/sync-square/j7': () =>
          job({ id: 'j7', progress: { mode: 'incremental', pages: 1, itemsSeen: 10, productsUpserted: 3 } }),
      },
      [run({ id: 'r7', jobId: 'j7', status: 'running', finishedAt: null, durationMs: null }), run()],
    );
    renderPage();
    const card = screen.getByRole('region', { name: 'Square catalogue sync' });
    const bar = await within(card).findByRole('progressbar');
    await waitFor(() =>
      expect(bar).toHaveAttribute('aria-valuetext', '1 page read, 10 items seen, 3 products written'),
    );
    expect(within(card).getByRole('button', { name: 'Syncing…' })).toBeDisabled();
    expect(api.callsTo('POST', '/api/products/sync-square')).toHaveLength(0);
  });

  it('shows the last run outcome from the history when nothing runs', async () => {
    adminApi({}, [run({ id: 'r2', status: 'failed', error: 'Square answered 500', jobId: 'j2' }), run()]);
    renderPage();
    const card = screen.getByRole('region', { name: 'Square catalogue sync' });
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('The last sync failed.'));
    expect(within(card).getByText(/Square answered 500/)).toBeInTheDocument();
  });

  it('lists the run history: when, who or what started it, how long, counts and errors', async () => {
    adminApi({}, [
      run({
        id: 'r2',
        trigger: 'schedule',
        status: 'failed',
        error: 'Square answered 500',
        durationMs: 125_000,
      }),
      run({ id: 'r1', trigger: 'admin', attempt: 2 }),
    ]);
    renderPage();
    const history = await screen.findByRole('table', { name: 'Sync history, newest first' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Schedule');
    expect(rows[0]).toHaveTextContent('Failed');
    expect(rows[0]).toHaveTextContent('2 min 5 s');
    expect(rows[0]).toHaveTextContent('Square answered 500');
    expect(rows[1]).toHaveTextContent('admin');
    expect(rows[1]).toHaveTextContent('(attempt 2)');
    expect(rows[1]).toHaveTextContent('4.2 s');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['admin', 'Succeeded', 'full', '4.2 s', '120', '40', '2', '1', '—']);
  });

  it('sorts the synced products by a column (aria-sort) and pages through them', async () => {
    const api = adminApi({
      'GET /api/products/catalog-products': (call) => {
        const page = Number(new URL(call.url, 'http://x').searchParams.get('page'));
        return productsPage(
          [synced({ id: `s${page}`, name: `Page ${page} product`, available: page === 1 })],
          45,
          page,
        );
      },
    });
    renderPage();
    const table = await screen.findByRole('table', { name: /Catalogue-synced products/ });
    const header = (name: string) => within(table).getByRole('columnheader', { name: new RegExp(name) });
    expect(header('Last synced')).toHaveAttribute('aria-sort', 'descending');
    expect(header('Price')).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByText('Page 1 of 3 · 45 products')).toBeInTheDocument();
    expect(within(table).getByText('Available')).toBeInTheDocument();

    await userEvent.click(within(header('Price')).getByRole('button'));
    await waitFor(() => expect(header('Price')).toHaveAttribute('aria-sort', 'ascending'));
    expect(header('Last synced')).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header('Price')).getByRole('button'));
    await waitFor(() => expect(header('Price')).toHaveAttribute('aria-sort', 'descending'));

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Page 2 product')).toBeInTheDocument();
    expect(within(table).getByText('Unavailable')).toBeInTheDocument();
    const urls = api.callsTo('GET', '/api/products/catalog-products').map((call) => call.url);
    expect(urls).toContain(
      '/api/products/catalog-products?page=1&limit=20&sortBy=lastSyncedAt&sortOrder=desc',
    );
    expect(urls).toContain('/api/products/catalog-products?page=1&limit=20&sortBy=price&sortOrder=asc');
    expect(urls).toContain('/api/products/catalog-products?page=2&limit=20&sortBy=price&sortOrder=desc');
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });

  it("shows the server's message when a section cannot be read", async () => {
    adminApi({
      'GET /api/products/catalog-stats': () => jsonError(403, 'Admins only'),
      'GET /api/products/catalog-products': () => jsonError(503, 'Store service unavailable'),
      'GET /api/products/sync-runs': () => new Response('', { status: 500 }),
    });
    renderPage();
    await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThanOrEqual(4));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toContain('Admins only');
    expect(alerts).toContain('Store service unavailable');
    expect(alerts).toContain('Could not load the sync history. Please try again.');
  });
});
