import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import sampleCatalog from './sample-catalog.json';
import { decodeCursor, encodeCursor } from './cursor';
import { FaultInjector, type FaultKind, type FaultOptions } from './fault-injection';
import { parseTypes, selectObjects, type CatalogQuery } from './catalog-store';
import { squareError, type SquareCatalogObject } from './wire-types';
import { createPaymentsRouter, type PaymentControls, type WebhookOptions } from './payments';
import { webPaymentsSdkScript } from './web-payments-sdk';
import { catalogControlsRouter } from './catalog-controls';

export * from './wire-types';
export type { FaultKind, FaultOptions } from './fault-injection';
export { generateCatalog } from './generate-catalog';
export * from './payments';
export { TEST_CARDS, parseNonce, type TestCard } from './test-cards';

/** The seeded sample catalogue: five categories, twelve natural pet products and their images. */
export const SAMPLE_CATALOG = sampleCatalog as SquareCatalogObject[];

export interface SquareEmulatorOptions {
  /** Catalogue to serve; defaults to the sample catalogue. */
  catalog?: SquareCatalogObject[];
  /** Objects per page (Square pages at 100; a small default makes the sample span several pages). */
  pageSize?: number;
  /** Accepted bearer token; when unset any non-empty token is accepted. */
  token?: string;
  faults?: FaultOptions;
  /** Where payment and refund notifications go, signed with the subscription's key; unset → none are sent. */
  webhook?: WebhookOptions;
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  /** JSON body of a POST (e.g. the search's begin_time), else undefined. */
  body: Record<string, unknown> | undefined;
  squareVersion: string | undefined;
  /** When it arrived (ms since epoch), to check retry delays. */
  at: number;
}

/** Hooks for tests: swap the catalogue, inject outages, see what the client sent. */
export interface SquareEmulatorControls {
  setCatalog(objects: SquareCatalogObject[]): void;
  /** The catalogue served now (the same array setCatalog installed, edited in place by the controls below). */
  readonly catalog: SquareCatalogObject[];
  /**
   * Changes one object as Square would record an edit: applies `change`, bumps `version` and sets `updated_at` to
   * now (so a search with an earlier begin_time finds it). Deleting: `o.is_deleted = true`; archiving an item:
   * `o.item_data.is_archived = true`; removing a variation: filter `o.item_data.variations`.
   */
  edit(id: string, change: (object: SquareCatalogObject) => void): void;
  /** Fail the next `count` catalogue requests: 500 by default, or e.g. `{ status: 429, retryAfterSeconds: 1 }`. */
  failNextRequests(count: number, kind?: FaultKind): void;
  failPage(page: number, times: number): void;
  setPageSize(size: number): void;
  /** Delay every catalogue answer, to simulate a slow network or catch a sync mid-way. */
  setLatency(ms: number): void;
  readonly requests: RecordedRequest[];
  /** Payments, refunds, the charge counter and the webhooks sent. */
  readonly payments: PaymentControls;
  /** Charges taken so far (the same as `payments.charges`). */
  readonly charges: number;
}

export type SquareEmulatorApp = Express & { emulator: SquareEmulatorControls };

const MAX_SEARCH_LIMIT = 1000;

export function createSquareEmulator(options: SquareEmulatorOptions = {}): SquareEmulatorApp {
  let catalog: SquareCatalogObject[] = options.catalog ?? SAMPLE_CATALOG;
  let pageSize = validPageSize(options.pageSize ?? 5);
  const faults = new FaultInjector(options.faults);
  const requests: RecordedRequest[] = [];
  let latencyMs = 0;
  /** Selections by query fingerprint, so paging a large catalogue does not re-filter it on every page. */
  const selections = new Map<string, unknown[]>();
  const select = (fingerprint: string, query: CatalogQuery): unknown[] => {
    let selection = selections.get(fingerprint);
    if (!selection) {
      selection = selectObjects(catalog, query);
      selections.set(fingerprint, selection);
    }
    return selection;
  };

  const app = express();
  app.disable('x-powered-by');
  app.use(express.json({ limit: '1mb' }));

  // Liveness for npm start and containers; outside /v2 so it needs no token.
  app.get('/health/live', (_req, res) => {
    res.json({ status: 'ok' });
  });

  // The Web Payments SDK stand-in: loaded by the checkout page in place of Square's square.js.
  const sdk = webPaymentsSdkScript();
  app.get('/web-payments-sdk.js', (_req, res) => {
    res.type('application/javascript').set('Cache-Control', 'no-cache').send(sdk);
  });

  const paymentsApi = createPaymentsRouter(options.webhook ?? null);
  // Test-only: how many charges were taken, so a browser test can check that a retry charged once.
  app.get('/emulator/charges', (_req, res) => {
    res.json({ charges: paymentsApi.controls.charges });
  });

  // Test-only: a browser test edits the served catalogue as a seller would in Square's dashboard.
  app.use(
    '/emulator/catalog',
    catalogControlsRouter(() => controls),
  );

  app.use('/v2', (req, res, next) => {
    requests.push({
      method: req.method,
      path: req.path,
      query: { ...req.query },
      body:
        req.method === 'POST' && typeof req.body === 'object' && req.body !== null
          ? { ...req.body }
          : undefined,
      squareVersion: req.get('square-version'),
      at: Date.now(),
    });
    const match = /^Bearer (.+)$/.exec(req.get('authorization') ?? '');
    const token = match?.[1]?.trim();
    if (!token || (options.token !== undefined && token !== options.token)) {
      res
        .status(401)
        .json(squareError('AUTHENTICATION_ERROR', 'UNAUTHORIZED', 'This request could not be authorized.'));
      return;
    }
    if (latencyMs > 0) setTimeout(next, latencyMs);
    else next();
  });

  /** Serves one page of a selection, or an injected 500. */
  const sendPage = (
    res: Response,
    selection: unknown[],
    offset: number,
    limit: number,
    fingerprint: string,
    extra: object = {},
  ) => {
    const page = Math.floor(offset / limit) + 1;
    if (faults.shouldFail(page)) {
      const { status = 500, retryAfterSeconds } = faults.kind;
      if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
      res
        .status(status)
        .json(
          status === 429
            ? squareError('RATE_LIMIT_ERROR', 'RATE_LIMITED', `Injected rate limit on page ${page}.`)
            : squareError('API_ERROR', 'INTERNAL_SERVER_ERROR', `Injected failure on page ${page}.`),
        );
      return;
    }
    const objects = selection.slice(offset, offset + limit);
    const next = offset + limit;
    res.json({
      ...(objects.length > 0 ? { objects } : {}),
      ...(next < selection.length ? { cursor: encodeCursor(next, fingerprint) } : {}),
      ...extra,
    });
  };

  const badCursor = (res: Response) =>
    res
      .status(400)
      .json(
        squareError(
          'INVALID_REQUEST_ERROR',
          'INVALID_CURSOR',
          'The cursor is invalid or belongs to another query.',
          'cursor',
        ),
      );

  app.use('/v2', paymentsApi.router);

  app.get('/v2/catalog/list', (req, res) => {
    const parsed = parseTypes(req.query.types);
    if ('unknown' in parsed) {
      res
        .status(400)
        .json(
          squareError(
            'INVALID_REQUEST_ERROR',
            'INVALID_ENUM_VALUE',
            `Unknown catalog object type: ${parsed.unknown.join(', ')}.`,
            'types',
          ),
        );
      return;
    }
    const fingerprint = `list:${[...(parsed.types ?? [])].sort().join(',')}`;
    const offset =
      typeof req.query.cursor === 'string' && req.query.cursor !== ''
        ? decodeCursor(req.query.cursor, fingerprint)
        : 0;
    if (offset === null) return void badCursor(res);
    const selection = select(fingerprint, {
      types: parsed.types,
      includeDeleted: false,
      updatedAfter: null,
    });
    sendPage(res, selection, offset, pageSize, fingerprint);
  });

  app.post('/v2/catalog/search', (req, res) => {
    const body: Record<string, unknown> = typeof req.body === 'object' && req.body !== null ? req.body : {};
    const {
      object_types: objectTypes,
      include_deleted_objects: includeDeleted,
      begin_time: beginTime,
      include_related_objects: includeRelated,
      cursor,
      limit,
    } = body;
    const invalid = (detail: string, field: string) =>
      res.status(400).json(squareError('INVALID_REQUEST_ERROR', 'INVALID_VALUE', detail, field));

    if (
      objectTypes !== undefined &&
      !(Array.isArray(objectTypes) && objectTypes.every((t) => typeof t === 'string'))
    )
      return void invalid('object_types must be a list of type names.', 'object_types');
    const parsed = parseTypes(
      objectTypes === undefined || objectTypes.length === 0 ? undefined : objectTypes,
    );
    if ('unknown' in parsed)
      return void invalid(`Unknown catalog object type: ${parsed.unknown.join(', ')}.`, 'object_types');
    if (includeDeleted !== undefined && typeof includeDeleted !== 'boolean')
      return void invalid('include_deleted_objects must be a boolean.', 'include_deleted_objects');
    const updatedAfter = beginTime === undefined ? null : new Date(String(beginTime));
    if (updatedAfter !== null && (typeof beginTime !== 'string' || Number.isNaN(updatedAfter.getTime())))
      return void invalid('begin_time must be an RFC 3339 timestamp.', 'begin_time');
    if (
      limit !== undefined &&
      !(Number.isInteger(limit) && (limit as number) >= 1 && (limit as number) <= MAX_SEARCH_LIMIT)
    )
      return void invalid(`limit must be between 1 and ${MAX_SEARCH_LIMIT}.`, 'limit');
    if (cursor !== undefined && typeof cursor !== 'string') return void badCursor(res);
    if (includeRelated !== undefined && typeof includeRelated !== 'boolean')
      return void invalid('include_related_objects must be a boolean.', 'include_related_objects');

    const query: CatalogQuery = {
      types: parsed.types,
      includeDeleted: includeDeleted === true,
      updatedAfter,
    };
    const fingerprint = `search:${[...(parsed.types ?? [])].sort().join(',')}:${query.includeDeleted}:${beginTime ?? ''}`;
    const offset = cursor ? decodeCursor(cursor, fingerprint) : 0;
    if (offset === null) return void badCursor(res);
    const selection = select(fingerprint, query);
    const pageLimit = (limit as number | undefined) ?? pageSize;
    sendPage(res, selection, offset, pageLimit, fingerprint, {
      latest_time: latestTime(catalog),
      ...(includeRelated === true
        ? { related_objects: relatedObjects(catalog, selection.slice(offset, offset + pageLimit)) }
        : {}),
    });
  });

  app.use((_req: Request, res: Response) => {
    res.status(404).json(squareError('INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Resource not found.'));
  });

  app.use((err: unknown, _req: Request, res: Response, _next: NextFunction) => {
    const status = (err as { status?: number }).status;
    if (status === 400 || (err as { type?: string }).type === 'entity.parse.failed') {
      res
        .status(400)
        .json(squareError('INVALID_REQUEST_ERROR', 'BAD_REQUEST', 'The request body is not valid JSON.'));
      return;
    }
    res.status(500).json(squareError('API_ERROR', 'INTERNAL_SERVER_ERROR', 'Unexpected emulator error.'));
  });

  const controls: SquareEmulatorControls = {
    setCatalog: (objects) => {
      catalog = objects;
      selections.clear();
    },
    get catalog() {
      return catalog;
    },
    edit: (id, change) => {
      const index = catalog.findIndex((o) => o.id === id);
      if (index < 0) throw new Error(`No catalogue object ${id}`);
      const copy = structuredClone(catalog[index]!);
      change(copy);
      copy.version += 1;
      copy.updated_at = new Date().toISOString();
      catalog = catalog.map((o, i) => (i === index ? copy : o));
      selections.clear();
    },
    failNextRequests: (count, kind) => faults.failNextRequests(count, kind),
    failPage: (page, times) => faults.failPage(page, times),
    setPageSize: (size) => {
      pageSize = validPageSize(size);
    },
    setLatency: (ms) => {
      latencyMs = ms;
    },
    requests,
    payments: paymentsApi.controls,
    get charges() {
      return paymentsApi.controls.charges;
    },
  };
  return Object.assign(app, { emulator: controls });
}

function validPageSize(size: number): number {
  if (!Number.isInteger(size) || size < 1) throw new Error('pageSize must be a positive integer');
  return size;
}

/** The live images and categories the page's items refer to, as Square's `include_related_objects` returns them. */
function relatedObjects(catalog: readonly SquareCatalogObject[], page: unknown[]): SquareCatalogObject[] {
  const ids = new Set<string>();
  for (const object of page as SquareCatalogObject[]) {
    if (object.type !== 'ITEM') continue;
    for (const id of object.item_data.image_ids ?? []) ids.add(id);
    for (const c of object.item_data.categories ?? []) ids.add(c.id);
    if (object.item_data.reporting_category) ids.add(object.item_data.reporting_category.id);
    if (object.item_data.category_id) ids.add(object.item_data.category_id);
  }
  return catalog.filter((o) => ids.has(o.id) && o.type !== 'ITEM' && !o.is_deleted);
}

function latestTime(catalog: readonly SquareCatalogObject[]): string | undefined {
  const times = catalog
    .map((o) => o.updated_at)
    .filter((t): t is string => typeof t === 'string')
    .sort();
  return times.at(-1);
}
