import { EventEmitter } from 'node:events';
import {
  type INestApplication,
  Inject,
  Logger,
  Module,
  type OnApplicationShutdown,
  RequestMethod,
} from '@nestjs/common';
import fastifyCookie from '@fastify/cookie';
import fastifySession, { type FastifySessionOptions } from '@fastify/session';
import connectPgSimple from 'connect-pg-simple';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Pool } from 'pg';
import { isDevelopmentLike, secretFromEnv } from '@petcora/nest-common';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { authRoutesOfKind, type AuthRoute } from '@petcora/contracts';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

const SESSION_POOL = Symbol('SESSION_POOL');
/** Exported for tests that need the store itself (e.g. to make one read fail). */
export const SESSION_STORE = Symbol('SESSION_STORE');
const SESSION_OPTIONS = Symbol('SESSION_OPTIONS');

/**
 * Only the routes that read or change the sign-in state load the session; everything else (current user,
 * stats, plans, health) is authenticated by the gateway's identity token and costs no session read.
 */
export const SESSION_ROUTES = [
  ...(['credential', 'sign-out', 'session-change'] as const).flatMap(authRoutesOfKind).map(toRouteInfo),
  { path: 'internal/session', method: RequestMethod.GET },
];

function toRouteInfo(route: AuthRoute): { path: string; method: RequestMethod } {
  return {
    path: route.path.slice(1),
    method: route.method === 'GET' ? RequestMethod.GET : RequestMethod.POST,
  };
}

type PgSessionStore = InstanceType<ReturnType<typeof connectPgSimple>>;

/**
 * The base class connect-pg-simple extends: it needs only an event emitter (express-session's `Store` is one), and
 * @fastify/session calls its get/set/destroy with callbacks (ADR 0077).
 */
class SessionStoreBase extends EventEmitter {}

/** @fastify/session backed by the `account.sessions` table (connect-pg-simple on its own small pg pool). */
@Module({
  providers: [
    {
      provide: SESSION_POOL,
      inject: [ACCOUNT_ENV],
      useFactory: (env: AccountEnv) => {
        const pool = new Pool({
          connectionString: env.DATABASE_URL,
          max: Number(process.env.SESSION_POOL_MAX ?? 5),
        });
        pool.on('error', (error) =>
          new Logger('SessionStore').error(`Idle session pool client failed: ${error.message}`),
        );
        return pool;
      },
    },
    {
      provide: SESSION_STORE,
      inject: [SESSION_POOL, ACCOUNT_ENV],
      useFactory: (pool: Pool, env: AccountEnv): PgSessionStore => {
        const PgStore = connectPgSimple({ Store: SessionStoreBase } as unknown as Parameters<
          typeof connectPgSimple
        >[0]);
        const logger = new Logger('SessionStore');
        return new PgStore({
          pool,
          schemaName: 'account',
          tableName: 'sessions',
          createTableIfMissing: false,
          // The row expires one idle timeout after its last save (keepSessionAlive saves at most once a minute).
          ttl: env.SESSION_IDLE_MINUTES * 60,
          disableTouch: true,
          pruneSessionInterval: 15 * 60,
          errorLog: (...args: unknown[]) => logger.error(args.map(String).join(' ')),
        });
      },
    },
    {
      provide: SESSION_OPTIONS,
      inject: [ACCOUNT_ENV, SESSION_STORE],
      useFactory: (env: AccountEnv, store: PgSessionStore): FastifySessionOptions => ({
        cookieName: sessionCookieName(!isDevelopmentLike(env)),
        secret: secretFromEnv('SESSION_SECRET'),
        store: store as unknown as FastifySessionOptions['store'],
        // express-session's defaults, which the plugin's differ from: a session is saved only once it holds a
        // sign-in, and its cookie is not sent again on every answer.
        saveUninitialized: false,
        rolling: false,
        // The cookie's value as express-session wrote it (`s:<id>.<signature>`): cookies issued before stay valid.
        cookiePrefix: 's:',
        cookie: sessionCookieOptions(!isDevelopmentLike(env)),
      }),
    },
  ],
})
export class SessionsModule implements OnApplicationShutdown {
  constructor(
    @Inject(SESSION_STORE) private readonly store: PgSessionStore,
    @Inject(SESSION_POOL) private readonly pool: Pool,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.pool.end();
  }
}

const SESSION_ROUTE_KEYS = new Set(
  SESSION_ROUTES.map(({ path, method }) => `${method === RequestMethod.GET ? 'GET' : 'POST'} /${path}`),
);

/** Whether the request's matched route is one of SESSION_ROUTES (a HEAD is its GET route's). */
export function isSessionRoute(request: FastifyRequest): boolean {
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return SESSION_ROUTE_KEYS.has(`${method} ${request.routeOptions.url ?? ''}`);
}

/**
 * The instance as @fastify/session sees it: the hooks it adds run on SESSION_ROUTES only, so no other request reads
 * the store (the plugin itself loads the session of every request that carries the cookie).
 */
function onSessionRoutesOnly(instance: FastifyInstance): FastifyInstance {
  return new Proxy(instance, {
    get(target, property) {
      if (property === 'addHook')
        return (name: 'onRequest', hook: (...args: unknown[]) => unknown) =>
          target.addHook(name, function sessionRouteHook(this: unknown, ...args: unknown[]) {
            if (isSessionRoute(args[0] as FastifyRequest)) return hook.apply(this, args);
            // The hook's `done`, always its last argument (onRequest and onSend alike).
            (args[args.length - 1] as () => void)();
          } as never);
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Cookie sessions on the app's Fastify instance (configureAccountApp calls it before `init()`): @fastify/cookie, then
 * @fastify/session on SESSION_ROUTES. Secure cookies go out when the gateway's X-Forwarded-Proto says the browser used
 * HTTPS (express-session's `proxy: true`): the plugin asks `request.protocol`, which with Fastify's `trustProxy` off
 * never reads the header, so on those routes the header's answer is given for this request alone. Nothing else of a
 * forwarded request is trusted; the client address comes from clientAddressOf.
 */
export function registerSessions(app: INestApplication): void {
  const instance = app.getHttpAdapter().getInstance() as FastifyInstance;
  const options = app.get<FastifySessionOptions>(SESSION_OPTIONS);
  // Both plugins applied to the instance itself, now and in this order: their hooks must see every session route, and
  // the cookie parser must run before the session is looked up.
  applyPlugin(instance, fastifyCookie, {});
  instance.addHook('onRequest', (request, _reply, done) => {
    if (isSessionRoute(request) && request.headers['x-forwarded-proto'] === 'https')
      Object.defineProperty(request, 'protocol', { value: 'https' });
    done();
  });
  applyPlugin(onSessionRoutesOnly(instance), fastifySession, options);
  if (options.cookie?.secure === true) withholdSecureCookieOverHttp(instance, options.cookieName ?? '');
}

/**
 * A Secure session cookie never goes out on an answer to plain HTTP, as express-session behaved: the plugin holds back
 * a cookie it would save then, but still sends the one of a session saved explicitly (a sign-in). Clearing the
 * cookie (sign-out) still goes out.
 */
function withholdSecureCookieOverHttp(instance: FastifyInstance, cookieName: string): void {
  instance.addHook('onSend', (request, reply, _payload, done) => {
    if (!isSessionRoute(request) || request.protocol === 'https') return done();
    const header = reply.getHeader('set-cookie');
    if (header === undefined) return done();
    const cookies = [header].flat().map(String);
    const kept = cookies.filter(
      (cookie) => !cookie.startsWith(`${cookieName}=`) || cookie.startsWith(`${cookieName}=;`),
    );
    if (kept.length === 0) void reply.removeHeader('set-cookie');
    else if (kept.length !== cookies.length) void reply.header('set-cookie', kept);
    done();
  });
}

type CallbackPlugin<Options> = (
  instance: FastifyInstance,
  options: Options,
  next: (error?: Error) => void,
) => void;

/** Runs a synchronous callback-style plugin on `instance` directly (no encapsulation, no deferred loading). */
function applyPlugin<Options>(instance: FastifyInstance, plugin: unknown, options: Options): void {
  (plugin as CallbackPlugin<Options>)(instance, options, (error) => {
    if (error) throw error;
  });
}
