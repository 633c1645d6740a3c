import { randomUUID } from 'node:crypto';
import { identityHeaders, walkBadInput } from '@petcora/testing';
import { useAccountTestContext, testUploadDir } from './testing/account-test-app';

/** Bad input, tried everywhere: every mutating route of the account service, found at run time. */
describe('bad input on every mutating account route', () => {
  const ctx = useAccountTestContext('account_bad_input');

  it('answers every malformed request with a JSON 4xx and changes no row and no file', async () => {
    // Signed in at the gateway, but with no account row: no request, however well formed, can write (a real member
    // may legitimately clear their bio), so any row change or file is a leak. The profile spec covers real members.
    const member = identityHeaders({ sub: randomUUID(), username: 'walker', role: 'member' }, 'account');
    const result = await walkBadInput({
      app: ctx.app,
      databaseUrl: ctx.db.url,
      uploadFolders: [testUploadDir(ctx.env)],
      identities: [
        { label: 'anonymous', headers: {} },
        { label: 'member', headers: member },
      ],
    });
    expect(result.failures).toEqual([]);
    expect(result.changedTables).toEqual([]);
    expect(result.newFiles).toEqual([]);
    // Sign-up, sign-in, sign-out, admin, onboarding and the profile and photo routes at least.
    expect(result.routes.length).toBeGreaterThanOrEqual(14);
    expect(result.cases).toBeGreaterThan(4000);
  }, 600_000);
});
