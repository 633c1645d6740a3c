import crypto, { createPrivateKey } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY } from '@petcora/identity';
import { createJsonLogger } from '../logging/logger';
import { readIdentity, startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { identityTokenFor, resolveIdentity } from './identity-middleware';
import { IdentityTokenCache } from './identity-token-cache';
import { SessionResolver } from './session-resolver';
import { sessionKey } from './sign-out-broadcast';

/**
 * A request whose session was answered lately goes on without waiting for a promise, and the cookie's hash
 * is not computed again for every request. Same identity, same cache rules as the lookup path.
 */
describe('sessions answered from the cache without waiting', () => {
  let account: FakeUpstream;
  let lookups = 0;

  beforeAll(async () => {
    account = await startFakeUpstream('account', (a) =>
      a.get('/internal/session', (req, res) => {
        lookups += 1;
        if (String(req.headers.cookie).includes('sid-rex'))
          return res.json({ id: 'u-rex', username: 'rex', role: 'member' });
        res.status(401).json({ message: 'Authentication required' });
      }),
    );
  });
  afterAll(() => account.close());
  beforeEach(() => {
    lookups = 0;
  });

  const resolver = (ttlMs = 5_000) =>
    new SessionResolver({
      accountServiceUrl: account.url,
      ttlMs,
      timeoutMs: 2_000,
      logger: createJsonLogger('silent'),
      cookieName: 'petcora.sid',
    });

  /** Runs the identity middleware once; `sync` says whether it passed the request on before returning. */
  async function authenticate(sessions: SessionResolver, cookie?: string) {
    const middleware = resolveIdentity(
      sessions,
      new IdentityTokenCache(createPrivateKey(DEV_IDENTITY_TOKEN_PRIVATE_KEY)),
      'petcora.sid',
    );
    const headers = cookie ? { cookie } : {};
    const req = { headers, raw: { headers, url: '/api/posts' }, method: 'GET' } as unknown as FastifyRequest;
    const res = { locals: {}, raw: {} } as unknown as FastifyReply;
    // Passed on at once: the step returned without a promise to wait for.
    const returned = middleware(req, res);
    const sync = !(returned instanceof Promise);
    await returned;
    return { sync, identity: res.locals.identity, token: identityTokenFor(req, 'social') };
  }

  it('passes a request with a cached session on at once, with the identity the lookup gave', async () => {
    const sessions = resolver();
    const first = await authenticate(sessions, 'petcora.sid=sid-rex');
    expect(first.sync).toBe(false);
    const second = await authenticate(sessions, 'petcora.sid=sid-rex');
    expect(second.sync).toBe(true);
    expect(second.identity).toEqual(first.identity);
    expect(readIdentity(second.token, 'social')).toEqual(first.identity);
    expect(lookups).toBe(1);
  });

  it('passes an anonymous request (no cookie, or a cached 401) on at once, with no identity', async () => {
    const sessions = resolver();
    expect(await authenticate(sessions)).toEqual({ sync: true, identity: null, token: undefined });
    await authenticate(sessions, 'petcora.sid=unknown');
    expect(await authenticate(sessions, 'petcora.sid=unknown')).toEqual({
      sync: true,
      identity: null,
      token: undefined,
    });
    expect(lookups).toBe(1);
  });

  it('waits for a lookup again once the cached answer is no longer fresh, or was evicted', async () => {
    const sessions = resolver(50);
    await authenticate(sessions, 'petcora.sid=sid-rex');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(sessions.resolveCached('sid-rex')).toBeUndefined();
    expect((await authenticate(sessions, 'petcora.sid=sid-rex')).sync).toBe(false);
    sessions.evict('sid-rex');
    expect(sessions.resolveCached('sid-rex')).toBeUndefined();
    expect((await authenticate(sessions, 'petcora.sid=sid-rex')).sync).toBe(false);
    expect(lookups).toBe(3);
  });

  it('hashes a cookie once while it is remembered, and every time when it is too long to remember', async () => {
    const hash = jest.spyOn(crypto, 'createHash');
    const hashes = () => hash.mock.calls.filter(([algorithm]) => algorithm === 'sha256').length;
    try {
      const sessions = resolver();
      await authenticate(sessions, 'petcora.sid=sid-rex');
      const afterFirst = hashes();
      expect(afterFirst).toBeGreaterThan(0);
      await authenticate(sessions, 'petcora.sid=sid-rex');
      sessions.evict('sid-rex');
      expect(hashes()).toBe(afterFirst);
      const long = `sid-${'x'.repeat(300)}`;
      await authenticate(sessions, `petcora.sid=${long}`);
      const afterLong = hashes();
      await authenticate(sessions, `petcora.sid=${long}`);
      expect(hashes()).toBeGreaterThan(afterLong);
      // The remembered hash is the one sign-outs travel by: an eviction by hash still drops the session.
      await authenticate(sessions, 'petcora.sid=sid-rex');
      expect(sessions.resolveCached('sid-rex')).toEqual(expect.objectContaining({ sub: 'u-rex' }));
      sessions.evictKey(sessionKey('sid-rex'));
      expect(sessions.resolveCached('sid-rex')).toBeUndefined();
    } finally {
      hash.mockRestore();
    }
  });
});
