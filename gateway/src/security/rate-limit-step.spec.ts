import express, { type RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import request from 'supertest';
import { testRedis, waitFor } from '@petcora/testing';
import { createGateway, upstreamPoolsOf } from '../app';
import { createJsonLogger } from '../logging/logger';
import { gatewayServer, startFakeUpstream, testConfig, type FakeUpstream } from '../testing/fake-upstream';
import { answerJson, appOfSteps, type Step } from '../http/steps';
import {
  clientKey,
  connectSharedRateLimits,
  limitOn,
  RATE_LIMIT_MESSAGE,
  rateLimitStore,
  type SharedRateLimits,
} from './rate-limits';

/**
 * The gateway counts /api calls with a direct call of the rate limit's store instead of express-rate-limit's
 * middleware. Its answers must be express-rate-limit's, header for header, and the budget one.
 */

/** The gateway's step and express-rate-limit's own middleware (as the gateway once mounted it) on one store. */
function apiRateLimit(limit: number, shared?: SharedRateLimits): { lane: Step; chain: RequestHandler } {
  const store = rateLimitStore('api', shared);
  const chain = rateLimit({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    keyGenerator: (incoming) => clientKey(incoming.ip),
    store,
    handler: (_req, res) => {
      res.status(429).json({ message: RATE_LIMIT_MESSAGE });
    },
  });
  // (express-rate-limit initialised the store.)
  return { lane: limitOn(store, limit), chain };
}

/** An app answering 200 behind `limit`, so only the limit's own headers and answers differ between two apps. */
function behind(limit: RequestHandler | Step) {
  if (limit.length === 3) {
    const app = express();
    // As the gateway's Express app was: no x-powered-by.
    app.disable('x-powered-by');
    app.use(limit as RequestHandler, (_req, res) => {
      res.json({ ok: true });
    });
    return app;
  }
  return appOfSteps(
    {},
    [limit as Step, (request, reply) => answerJson(request, reply, 200, { ok: true })],
    (error) => {
      throw error;
    },
  );
}

/** Everything of an answer that the limit decides: status, body and every header but the date. */
function answer(res: request.Response) {
  const { date: _date, ...headers } = res.headers;
  return { status: res.status, body: res.body, headers };
}

/** `count` answers of `limit`, one after another. */
async function answers(limit: RequestHandler | Step, count: number) {
  const app = behind(limit);
  const all = [];
  for (let i = 0; i < count; i += 1) all.push(answer(await request(gatewayServer(app)).get('/api/posts')));
  return all;
}

/**
 * The window started at the first request of each run: a slow run (a busy machine) may see its reset a second lower
 * by the last requests. Reads 59 as 60 in `ratelimit` and `retry-after`.
 */
const sameSecond = (all: ReturnType<typeof answer>[]) =>
  all.map(({ headers, ...rest }) => ({
    ...rest,
    headers: {
      ...headers,
      ratelimit: String(headers['ratelimit']).replace(/reset=59$/, 'reset=60'),
      ...(headers['retry-after']
        ? { 'retry-after': String(headers['retry-after']).replace(/^59$/, '60') }
        : {}),
    },
  }));

describe('the rate-limit step answers as express-rate-limit does', () => {
  it('in memory (one copy): the same headers under the budget, the same 429 over it', async () => {
    const [lane, chain] = await Promise.all([
      answers(apiRateLimit(3).lane, 5),
      answers(apiRateLimit(3).chain, 5),
    ]);
    expect(sameSecond(lane)).toEqual(sameSecond(chain));
    expect(lane.map((a) => a.status)).toEqual([200, 200, 200, 429, 429]);
    expect(lane[0]!.headers).toMatchObject({
      'ratelimit-policy': '3;w=60',
      ratelimit: 'limit=3, remaining=2, reset=60',
    });
    expect(sameSecond(lane)[3]).toMatchObject({
      body: { message: RATE_LIMIT_MESSAGE },
      headers: { ratelimit: 'limit=3, remaining=0, reset=60', 'retry-after': '60' },
    });
  });

  it("gives proxied calls and the gateway's own answers one budget, counted in the order they came", async () => {
    const social: FakeUpstream = await startFakeUpstream('social');
    const app = createGateway(testConfig({ SOCIAL_SERVICE_URL: social.url, RATE_LIMIT_API_PER_MIN: '4' }));
    try {
      const seen = [];
      // /api/posts goes to a service, /api/remotes is answered by the gateway.
      for (const path of [
        '/api/posts',
        '/api/remotes',
        '/api/posts',
        '/api/remotes',
        '/api/posts',
        '/api/remotes',
      ]) {
        const res = await request(gatewayServer(app)).get(path);
        // A slow run may cross a second of the window by the last requests (see sameSecond).
        seen.push([
          res.status,
          String(res.headers['ratelimit']).replace(/reset=59$/, 'reset=60'),
          res.headers['retry-after']?.replace(/^59$/, '60'),
        ]);
      }
      expect(seen).toEqual([
        [200, 'limit=4, remaining=3, reset=60', undefined],
        [200, 'limit=4, remaining=2, reset=60', undefined],
        [200, 'limit=4, remaining=1, reset=60', undefined],
        [200, 'limit=4, remaining=0, reset=60', undefined],
        [429, 'limit=4, remaining=0, reset=60', '60'],
        [429, 'limit=4, remaining=0, reset=60', '60'],
      ]);
    } finally {
      Object.values(upstreamPoolsOf(app)).forEach((pool) => pool.stop());
      await social.close();
    }
  });
});

describe('the rate-limit step with the budget shared in Redis (real Redis)', () => {
  const redisUrl = testRedis('rate-lane').url;
  const connections: (SharedRateLimits & { close(): Promise<void> })[] = [];

  async function shared(prefix: string) {
    const connection = connectSharedRateLimits(redisUrl, createJsonLogger('silent'), prefix);
    connections.push(connection);
    await waitFor(
      () => connection.redis.status,
      (status) => status === 'ready',
      5_000,
    );
    return connection;
  }

  afterAll(async () => {
    await Promise.all(connections.map((connection) => connection.close()));
  });

  it('answers header for header as express-rate-limit on the same leased counter (budget of 5: leases of 1)', async () => {
    const [lane, chain] = await Promise.all([
      shared(testRedis('rate-lane-a').prefix).then((s) => answers(apiRateLimit(5, s).lane, 7)),
      shared(testRedis('rate-lane-b').prefix).then((s) => answers(apiRateLimit(5, s).chain, 7)),
    ]);
    expect(sameSecond(lane)).toEqual(sameSecond(chain));
    expect(lane.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 429, 429]);
  });

  it('answers as express-rate-limit with leases counted in memory (budget of 1,000: leases of 10)', async () => {
    const [lane, chain] = await Promise.all([
      shared(testRedis('rate-lane-c').prefix).then((s) => answers(apiRateLimit(1_000, s).lane, 25)),
      shared(testRedis('rate-lane-d').prefix).then((s) => answers(apiRateLimit(1_000, s).chain, 25)),
    ]);
    expect(sameSecond(lane)).toEqual(sameSecond(chain));
    expect(lane.at(-1)!.headers['ratelimit']).toMatch(/^limit=1000, remaining=975, reset=(59|60)$/);
  });

  it('shares one budget between the step and express-rate-limit on one copy, and between copies', async () => {
    const prefix = testRedis('rate-lane-shared').prefix;
    const [first, second] = [apiRateLimit(4, await shared(prefix)), apiRateLimit(4, await shared(prefix))];
    const statuses = [];
    for (const limit of [first.lane, first.chain, second.lane, second.chain, first.lane, second.chain])
      statuses.push((await request(gatewayServer(behind(limit))).get('/api/posts')).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
  });
});
