/** A method and path pattern (Express syntax: `:id`, `*rest`, `{/:optional}`) the app answers. */
export interface DiscoveredRoute {
  method: string;
  path: string;
}

export const MUTATING_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The parts of an Express 5 (router 2) layer we read. */
interface RouterLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/** The Express app behind a Nest app (only what discovery needs, so this lib does not depend on Nest). */
export interface HasExpressInstance {
  getHttpAdapter(): { getInstance(): unknown };
}

/**
 * Every route of the running app, read from the Express router stack rather than listed: Nest controllers register
 * their routes there, and so does raw Express middleware mounted with a path (Bull Board), whose nested routers are
 * walked with their mount path in front. A new route is covered without anyone adding it.
 */
export function discoverRoutes(app: HasExpressInstance): DiscoveredRoute[] {
  const instance = app.getHttpAdapter().getInstance() as {
    router?: { stack?: RouterLayer[] };
    [FASTIFY_ROUTES]?: DiscoveredRoute[];
  };
  const fastifyRoutes = instance[FASTIFY_ROUTES];
  if (fastifyRoutes) return sortedUnique(fastifyRoutes);
  const stack = instance.router?.stack;
  if (!stack) throw new Error('bad-input: no Express 5 router stack found on the app');
  return sortedUnique(walk(stack, ''));
}

/**
 * A Fastify app (nest-common's configureFastify) lists the routes it registered under this global symbol; Nest writes
 * the same path patterns (`:id`) on both platforms.
 */
const FASTIFY_ROUTES = Symbol.for('petcora.registeredRoutes');

function sortedUnique(found: Iterable<DiscoveredRoute>): DiscoveredRoute[] {
  const routes = new Map<string, DiscoveredRoute>();
  for (const route of found) routes.set(`${route.method} ${route.path}`, route);
  return [...routes.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The POST/PUT/PATCH/DELETE routes among them: what the bad-input walk sends malformed input to. */
export function discoverMutatingRoutes(app: HasExpressInstance): DiscoveredRoute[] {
  return discoverRoutes(app).filter((route) =>
    (MUTATING_METHODS as readonly string[]).includes(route.method),
  );
}

function* walk(stack: RouterLayer[], prefix: string): Generator<DiscoveredRoute> {
  for (const layer of stack) {
    if (layer.route) {
      for (const path of pathsOf(layer.route.path))
        for (const [method, enabled] of Object.entries(layer.route.methods))
          if (enabled && method !== '_all') yield { method: method.toUpperCase(), path: join(prefix, path) };
    } else if (layer.handle?.stack) {
      const mounts = pathsOf(layer.rawPath);
      for (const mount of mounts.length > 0 ? mounts : ['/'])
        yield* walk(layer.handle.stack, join(prefix, mount));
    } else {
      // Middleware or a whole Express app mounted at a path (Bull Board is an app: Express hides its routes behind
      // a wrapper). Its routes cannot be listed, so every mutating method is sent to `<mount>/<anything>`.
      for (const mount of pathsOf(layer.rawPath).filter((path) => path !== '/' && path !== ''))
        for (const method of MUTATING_METHODS) yield { method, path: join(prefix, `${mount}/*rest`) };
    }
  }
}

/** String paths only: a RegExp path cannot be filled in (none of our apps registers one). */
function pathsOf(raw: unknown): string[] {
  return (Array.isArray(raw) ? raw : [raw]).filter((p): p is string => typeof p === 'string');
}

function join(prefix: string, path: string): string {
  const joined = `${prefix.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

/** Fills every parameter of a path pattern with `value` (already URL-encoded, or deliberately not). */
export function fillPath(pattern: string, value: string): string {
  return pattern
    .replace(/[:*]([A-Za-z0-9_$]+)/g, () => value)
    .replace(/[{}]/g, '')
    .replace(/^$/, '/');
}

export function hasParameters(pattern: string): boolean {
  return /[:*][A-Za-z0-9_$]+/.test(pattern);
}
