import { createPrivateKey } from 'node:crypto';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY } from '@petcora/identity';
import { parseSessionIdentity } from '@petcora/contracts';
import { createJsonLogger } from '../logging/logger';
import { readIdentity, startFakeUpstream, type FakeUpstream } from '../testing/fake-upstream';
import { IdentityTokenCache } from './identity-token-cache';
import { SessionResolver } from './session-resolver';

/** The admin overview's elevation as the gateway reads it from the account service and signs it. */
describe('admin elevation in the signed identity', () => {
  let account: FakeUpstream;
  /** When the fake account service says the admin session's elevation ends. */
  let elevatedUntil = 0;

  beforeAll(async () => {
    account = await startFakeUpstream('account', (a) =>
      a.get('/internal/session', (_req, res) =>
        res.json({ id: 'u-boss', username: 'boss', role: 'admin', adminElevatedUntil: elevatedUntil }),
      ),
    );
  });
  afterAll(() => account.close());

  const resolver = () =>
    new SessionResolver({
      accountServiceUrl: account.url,
      ttlMs: 60_000,
      timeoutMs: 2_000,
      logger: createJsonLogger('silent'),
      cookieName: 'petcora.sid',
    });

  it('signs the admin_elevated claim while the elevation lasts, and drops it on time even from the cache', async () => {
    elevatedUntil = Date.now() + 300;
    const sessions = resolver();
    const tokens = new IdentityTokenCache(createPrivateKey(DEV_IDENTITY_TOKEN_PRIVATE_KEY));
    const elevated = await sessions.resolve('sid-boss');
    expect(elevated).toEqual({ sub: 'u-boss', username: 'boss', role: 'admin', adminElevated: true });
    expect(readIdentity(tokens.tokenFor(elevated!, 'social'), 'social')?.adminElevated).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, 350));
    // Still the cached answer (ttl 60 s), but its elevation has run out.
    const later = sessions.resolveCached('sid-boss');
    expect(later).toEqual({ sub: 'u-boss', username: 'boss', role: 'admin' });
    const token = tokens.tokenFor(later!, 'social');
    expect(readIdentity(token, 'social')).toEqual({ sub: 'u-boss', username: 'boss', role: 'admin' });
  });

  it('refuses a session answer that gives a member an elevation, or one without a real time', () => {
    expect(
      parseSessionIdentity({
        id: 'u1',
        username: 'rex',
        role: 'member',
        adminElevatedUntil: Date.now() + 1000,
      }),
    ).toBeNull();
    expect(
      parseSessionIdentity({ id: 'u1', username: 'boss', role: 'admin', adminElevatedUntil: 'soon' }),
    ).toBeNull();
    expect(parseSessionIdentity({ id: 'u1', username: 'boss', role: 'admin' })).toEqual({
      id: 'u1',
      username: 'boss',
      role: 'admin',
    });
  });
});
