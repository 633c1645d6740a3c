// Checkout, in orders per second: one order = put a product in the cart, then place the order (POST /api/orders
// with a fresh Idempotency-Key), through the gateway as a signed-in browser does, next to the same statements the
// store service ran for one order replayed bare with pg (captured from the service, see capture.mjs / replay.mjs).
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { DEMO_PRODUCTS } from '@petcora/demo-data';
import { signIdentityToken, DEV_IDENTITY_TOKEN_PRIVATE_KEY, normalisePem } from '@petcora/identity';
import { benchBuyers } from './buyers.mjs';
import { EVERY_STATEMENT, startServiceCapture } from './capture.mjs';
import { gatewayXsrfToken } from './identities.mjs';
import { measureLoop } from './measure.mjs';
import { replayStatements } from './replay.mjs';

const IDEMPOTENCY_KEY = 'idempotency-key';
const PRODUCT_ID = DEMO_PRODUCTS[0].id;
export const SHIPPING = {
  shippingAddress: '1 Bench Street',
  shippingCity: 'Loopback',
  shippingState: 'CT',
  shippingZip: '06510',
  shippingCountry: 'USA',
  // Square sandbox's test nonce for a card that goes through (the emulator takes it too).
  sourceId: 'cnon:card-nonce-ok',
};

const orderRequests = (key) => [
  { method: 'POST', path: '/api/cart/items', body: { productId: PRODUCT_ID, quantity: 1 } },
  { method: 'POST', path: '/api/orders', body: SHIPPING, headers: { [IDEMPOTENCY_KEY]: key } },
];

async function send(base, request, headers) {
  const res = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { 'content-type': 'application/json', ...headers, ...request.headers },
    body: JSON.stringify(request.body),
  });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`${request.method} ${request.path} answered ${res.status}`);
}

/** The store's statements for one order of an existing cart, and the ids they were captured with. */
async function captureOneOrder({ config, buyer }) {
  const capture = await startServiceCapture({
    service: 'store',
    databaseUrl: config.databaseUrl,
    redisUrl: config.redisUrl,
    record: EVERY_STATEMENT,
  });
  try {
    const identity = {
      'x-petcora-identity': signIdentityToken(
        { sub: buyer.id, username: buyer.username, role: 'member' },
        'store',
        config.identityPrivateKey ? normalisePem(config.identityPrivateKey) : DEV_IDENTITY_TOKEN_PRIVATE_KEY,
        300,
      ),
    };
    await capture.capture(orderRequests(randomUUID()), identity); // the cart exists from now on, as in the runs
    const key = randomUUID();
    const { statements } = await capture.capture(orderRequests(key), identity);
    return { statements, memberId: buyer.id, key };
  } finally {
    await capture.close();
  }
}

/** Both checkout cases; `settings` as for the other cases (connections = buyers placing orders at once). */
export async function measureCheckout({ config, settings, log }) {
  const buyers = await benchBuyers(config.accountUrl, settings.connections);
  const xsrf = await gatewayXsrfToken(config.gatewayUrl);
  const gatewayHeaders = buyers.map((buyer) => ({
    cookie: `XSRF-TOKEN=${xsrf}; petcora.sid=${buyer.session}`,
    'x-xsrf-token': xsrf,
    origin: config.gatewayUrl,
  }));
  const captured = await captureOneOrder({ config, buyer: buyers[0] });
  log(`checkout: ${captured.statements.length} statements per order, captured from the store service`);

  const viaGateway = await measureLoop({
    name: 'checkout via gateway',
    kind: 'http',
    target: `${config.gatewayUrl}/api/cart/items + /api/orders`,
    ...settings,
    iteration: async (worker) => {
      for (const request of orderRequests(randomUUID()))
        await send(config.gatewayUrl, request, gatewayHeaders[worker]);
    },
  });
  // The store's statements name its tables without a schema: connect as the service does (search_path).
  const pool = new pg.Pool({
    connectionString: config.databaseUrl,
    max: settings.connections,
    options: '-c search_path=store,public',
  });
  const bareSql = await measureLoop({
    name: 'checkout bare SQL',
    kind: 'sql',
    target: `${captured.statements.length} statements of one order (add to cart + place order), one connection`,
    ...settings,
    iteration: async (worker) => {
      const client = await pool.connect();
      try {
        await replayStatements(
          client,
          captured.statements,
          new Map([
            [captured.memberId, buyers[worker].id],
            [captured.key, randomUUID()],
          ]),
        );
      } finally {
        client.release();
      }
    },
  }).finally(() => pool.end());
  return [viaGateway, bareSql];
}
