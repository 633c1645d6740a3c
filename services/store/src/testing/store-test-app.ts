import { Test } from '@nestjs/testing';
import type { INestApplication } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { DataSource } from 'typeorm';
import {
  CART_CLEANUP_QUEUE,
  CATALOG_EVENTS_QUEUE,
  CATALOG_SYNC_QUEUE,
  IDEMPOTENCY_KEY_HEADER,
  type IdentityClaims,
} from '@petcora/contracts';
import { configureApp, createFastifyAdapter } from '@petcora/nest-common';
import { DEMO_USERS } from '@petcora/demo-data';
import { createTestDatabase, identityHeaders, standIn, testRedis, type TestDatabase } from '@petcora/testing';
// Test-only dependency: the Square emulator stands in for Square's API (the store itself only speaks HTTP to it).
// eslint-disable-next-line @nx/enforce-module-boundaries
import { createSquareEmulator, type SquareEmulatorApp } from '@petcora/square-emulator';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AppModule } from '../app.module';

/** The notification URL the store's tests sign and verify webhooks with (the gateway's address in production). */
export const TEST_WEBHOOK_URL = 'http://localhost:8080/api/webhooks/square';
export const TEST_WEBHOOK_KEY = 'store-test-webhook-signature-key';
// eslint-disable-next-line @nx/enforce-module-boundaries
export { signWebhook } from '@petcora/square-emulator';

export interface StoreTestApp {
  app: INestApplication;
  dataSource: DataSource;
  /** The service's own catalog-sync queue instance. */
  queue: Queue;
  redis: { url: string; prefix: string };
  /** The app's own Square emulator (payments, refunds, the charge counter, webhooks). */
  square: SquareEmulatorApp;
  /** Obliterates the test queues (unless Redis was overridden) and closes the app (the database stays: see `db.drop`). */
  close(): Promise<void>;
}

/** A throwaway database for one spec file. */
export function createStoreTestDatabase(label: string): Promise<TestDatabase> {
  return createTestDatabase(`store_${label}`);
}

export interface StoreTestAppOptions {
  label: string;
  demoSeed?: boolean;
  redisPrefix?: string;
  redisUrl?: string;
  /** More environment for this app (e.g. a limit). */
  env?: Record<string, string>;
}

/** The real AppModule on a throwaway database and a Redis prefix of its own, configured exactly like production (Fastify, ADR 0050). */
export async function startStoreTestApp(
  db: TestDatabase,
  options: StoreTestAppOptions,
): Promise<StoreTestApp> {
  const fresh = testRedis(`store-${options.label}`);
  const square = createSquareEmulator();
  const squareServer: Server = square.listen(0, '127.0.0.1');
  await new Promise((resolve) => squareServer.once('listening', resolve));
  const redis = { url: options.redisUrl ?? fresh.url, prefix: options.redisPrefix ?? fresh.prefix };
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: db.url,
    REDIS_URL: redis.url,
    BULL_PREFIX: redis.prefix,
    DEMO_SEED: options.demoSeed ? 'true' : 'false',
    RATE_LIMIT_PREFIX: `${redis.prefix}:limits`,
    SQUARE_BASE_URL: `http://127.0.0.1:${(squareServer.address() as AddressInfo).port}`,
    SQUARE_MAX_RETRIES: '0',
    SQUARE_WEBHOOK_SIGNATURE_KEY: TEST_WEBHOOK_KEY,
    SQUARE_WEBHOOK_URL: TEST_WEBHOOK_URL,
    // The relay's idle look would land in specs that count a request's statements; specs relay with flush().
    CATALOG_EVENTS_POLL_MS: '600000',
    ...options.env,
  });
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] }).compile();
  const app = configureApp(moduleRef.createNestApplication(createFastifyAdapter(), { logger: ['error'] }));
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const queue = app.get<Queue>(getQueueToken(CATALOG_SYNC_QUEUE));
  return {
    app,
    dataSource: app.get(DataSource),
    queue,
    redis,
    square,
    close: async () => {
      if (!options.redisUrl) {
        await queue.obliterate({ force: true });
        await app.get<Queue>(getQueueToken(CART_CLEANUP_QUEUE)).obliterate({ force: true });
        await app.get<Queue>(getQueueToken(CATALOG_EVENTS_QUEUE)).obliterate({ force: true });
      }
      await app.close();
      await square.emulator.payments.webhooksDelivered();
      squareServer.closeAllConnections();
      await new Promise((resolve) => squareServer.close(resolve));
    },
  };
}

/**
 * A spec file's database and app in one call: beforeAll creates the database (named after the label) and starts the
 * app on it, afterAll closes the app and drops the database. Read them inside tests and hooks only.
 */
export function useStoreTestApp(options: StoreTestAppOptions): { db: TestDatabase; store: StoreTestApp } {
  const db = standIn<TestDatabase>('the store test database');
  const store = standIn<StoreTestApp>('the store test app');
  let database: TestDatabase | undefined;
  let app: StoreTestApp | undefined;
  beforeAll(async () => {
    database = await createStoreTestDatabase(options.label);
    db.fill(database);
    app = await startStoreTestApp(database, options);
    store.fill(app);
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });
  return { db: db.value, store: store.value };
}

const [adminUser, maya, sam] = DEMO_USERS;
export const ADMIN: IdentityClaims = { sub: adminUser.id, username: adminUser.username, role: 'admin' };
export const MAYA: IdentityClaims = { sub: maya.id, username: maya.username, role: 'member' };
export const SAM: IdentityClaims = { sub: sam.id, username: sam.username, role: 'member' };

export const as = (claims: IdentityClaims) => identityHeaders(claims, 'store');

/** A new member of the store's tests (no account row: the store only knows the identity token). */
export const newMember = (name: string): IdentityClaims => ({
  sub: randomUUID(),
  username: name,
  role: 'member',
});

/** The shipping address the checkout specs send. */
export const TEST_SHIPPING_ADDRESS = {
  shippingAddress: '12 Elm Street',
  shippingCity: 'New Haven',
  shippingState: 'CT',
  shippingZip: '06510',
  shippingCountry: 'USA',
};

/** A checkout body: the test address and the emulator's success nonce. */
export const TEST_CHECKOUT = { ...TEST_SHIPPING_ADDRESS, sourceId: 'cnon:card-nonce-ok' };

/**
 * A new member puts `quantity` of a product in the cart and checks out with Square's success nonce: the order is
 * paid and 'processing'. Answers the buyer and the order's id.
 */
export async function placePaidOrder(
  store: StoreTestApp,
  { name, productId, quantity }: { name: string; productId: string; quantity: number },
): Promise<{ buyer: IdentityClaims; orderId: string }> {
  const buyer = newMember(name);
  const http = store.app.getHttpServer();
  await request(http).post('/api/cart/items').set(as(buyer)).send({ productId, quantity }).expect(200);
  const res = await request(http)
    .post('/api/orders')
    .set(as(buyer))
    .set(IDEMPOTENCY_KEY_HEADER, randomUUID())
    .send({
      shippingAddress: '1 Main St',
      shippingCity: 'Boston',
      shippingState: 'MA',
      shippingZip: '02101',
      shippingCountry: 'USA',
      sourceId: 'cnon:card-nonce-ok',
    })
    .expect(201);
  return { buyer, orderId: res.body.order.id as string };
}
