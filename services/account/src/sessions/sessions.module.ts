import {
  Inject,
  Logger,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type OnApplicationShutdown,
  RequestMethod,
} from '@nestjs/common';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import { Pool } from 'pg';
import { isDevelopmentLike, secretFromEnv } from '@petcora/nest-common';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { authRoutesOfKind, type AuthRoute } from '@petcora/contracts';
import { sessionCookieName, sessionCookieOptions } from './session-cookie';

const SESSION_POOL = Symbol('SESSION_POOL');
/** Exported for tests that need the store itself (e.g. to make one read fail). */
export const SESSION_STORE = Symbol('SESSION_STORE');
const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');

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

/** express-session backed by the `account.sessions` table (connect-pg-simple on its own small pg pool). */
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
        const PgStore = connectPgSimple(session);
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
      provide: SESSION_MIDDLEWARE,
      inject: [ACCOUNT_ENV, SESSION_STORE],
      useFactory: (env: AccountEnv, store: PgSessionStore): RequestHandler =>
        session({
          name: sessionCookieName(!isDevelopmentLike(env)),
          secret: secretFromEnv('SESSION_SECRET'),
          store,
          resave: false,
          saveUninitialized: false,
          rolling: false,
          // Secure cookies go out when the gateway's X-Forwarded-Proto says the browser used HTTPS. Nothing else of a
          // forwarded request is trusted: Express's `trust proxy` stays off, the client address comes from
          // clientAddressOf.
          proxy: true,
          // 'keep', not 'destroy': express-session treats a request whose session could not be READ (the store's get
          // failed, e.g. while Postgres restarts) as one that unset its session, and with 'destroy' deletes the row as
          // the answer ends; once the database is back, that DELETE signed the member out. Sign-out and the lifetime
          // checks destroy sessions explicitly (session-auth.ts).
          unset: 'keep',
          cookie: sessionCookieOptions(!isDevelopmentLike(env)),
        }),
    },
  ],
})
export class SessionsModule implements NestModule, OnApplicationShutdown {
  constructor(
    @Inject(SESSION_MIDDLEWARE) private readonly middleware: RequestHandler,
    @Inject(SESSION_STORE) private readonly store: PgSessionStore,
    @Inject(SESSION_POOL) private readonly pool: Pool,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.middleware).forRoutes(...SESSION_ROUTES);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.pool.end();
  }
}
