import {
  Inject,
  Logger,
  type MiddlewareConsumer,
  Module,
  type NestModule,
  type OnApplicationShutdown,
  type OnModuleInit,
  RequestMethod,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { RequestHandler } from 'express';
import { Pool } from 'pg';
import { secretFromEnv } from '@petcora/nest-common';
import { ACCOUNT_ENV, type AccountEnv } from '../config/account-env';
import { SESSION_COOKIE, sessionCookieOptions } from './session-cookie';

const SESSION_POOL = Symbol('SESSION_POOL');
const SESSION_STORE = Symbol('SESSION_STORE');
const SESSION_MIDDLEWARE = Symbol('SESSION_MIDDLEWARE');

/**
 * Only the routes that read or change the sign-in state load the session; everything else (current user,
 * stats, plans, health) is authenticated by the gateway's identity token and costs no session read.
 */
export const SESSION_ROUTES = [
  { path: 'api/auth/signup', method: RequestMethod.POST },
  { path: 'api/auth/register', method: RequestMethod.POST },
  { path: 'api/simple-auth/signup', method: RequestMethod.POST },
  { path: 'api/simple-auth/signin', method: RequestMethod.POST },
  { path: 'api/simple-auth/logout', method: RequestMethod.POST },
  { path: 'api/admin/unlock', method: RequestMethod.POST },
  { path: 'api/admin/lock', method: RequestMethod.POST },
  { path: 'api/auth/signin', method: RequestMethod.POST },
  { path: 'api/auth/signout', method: RequestMethod.POST },
  { path: 'api/logout', method: RequestMethod.GET },
  { path: 'internal/session', method: RequestMethod.GET },
];

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
      inject: [SESSION_POOL],
      useFactory: (pool: Pool): PgSessionStore => {
        const PgStore = connectPgSimple(session);
        const logger = new Logger('SessionStore');
        return new PgStore({
          pool,
          schemaName: 'account',
          tableName: 'sessions',
          createTableIfMissing: false,
          // With rolling off the expiry is fixed at sign-in, so a read never needs a write.
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
          name: SESSION_COOKIE,
          secret: secretFromEnv('SESSION_SECRET'),
          store,
          resave: false,
          saveUninitialized: false,
          rolling: false,
          proxy: true,
          unset: 'destroy',
          cookie: sessionCookieOptions(env.NODE_ENV === 'production'),
        }),
    },
  ],
})
export class SessionsModule implements NestModule, OnModuleInit, OnApplicationShutdown {
  constructor(
    @Inject(SESSION_MIDDLEWARE) private readonly middleware: RequestHandler,
    @Inject(SESSION_STORE) private readonly store: PgSessionStore,
    @Inject(SESSION_POOL) private readonly pool: Pool,
    @Inject(ACCOUNT_ENV) private readonly env: AccountEnv,
    private readonly adapterHost: HttpAdapterHost,
  ) {}

  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(this.middleware).forRoutes(...SESSION_ROUTES);
  }

  /** Behind the gateway: trust its X-Forwarded-* so Secure cookies are set over HTTPS and req.ip is the client. */
  onModuleInit(): void {
    const express = this.adapterHost.httpAdapter?.getInstance?.();
    if (express && typeof express.set === 'function') express.set('trust proxy', this.env.TRUST_PROXY_HOPS);
  }

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
    await this.pool.end();
  }
}
