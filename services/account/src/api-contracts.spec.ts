import request from 'supertest';
import { expectToMatchContract, identityHeaders } from '@petcora/testing';
import { PNG_BYTES } from './testing/account-fixtures';
import { useAccountTestContext } from './testing/account-test-app';

/**
 * The account service's answers against the types of `@petcora/contracts` that the shell, the account remote and
 * the gateway compile against: a field renamed, dropped or added on the service's side alone fails here.
 */
describe('account answers keep the shared contracts (real Postgres)', () => {
  const ctx = useAccountTestContext('contracts', { demoSeed: true });

  it('sign-up, sign-in, the current member, the session the gateway reads', async () => {
    const agent = request.agent(ctx.app.getHttpServer());
    const signedUp = await agent
      .post('/api/auth/signup')
      .send({ email: 'contracts@example.com', password: 'member-password', username: 'contracts_member' })
      .expect(201);
    expectToMatchContract('AuthResponse', signedUp.body);
    const signedIn = await agent
      .post('/api/auth/signin')
      .send({ email: 'contracts@example.com', password: 'member-password' })
      .expect(200);
    expectToMatchContract('AuthResponse', signedIn.body);
    expectToMatchContract('SessionIdentity', (await agent.get('/internal/session').expect(200)).body);

    const member = identityHeaders(
      { sub: signedIn.body.user.id, username: 'contracts_member', role: 'member' },
      'account',
    );
    expectToMatchContract('CurrentUser', (await ctx.http().get('/api/auth/me').set(member).expect(200)).body);
    const edited = await ctx
      .http()
      .put('/api/users/profile')
      .set(member)
      .send({ displayName: 'Contract Maya', bio: 'Two dogs' })
      .expect(200);
    expectToMatchContract('UserResponse', edited.body);
    const photo = await ctx
      .http()
      .post('/api/users/profile-photo')
      .set(member)
      .attach('profilePhoto', PNG_BYTES, 'me.png')
      .expect(200);
    expectToMatchContract('PhotoUploadResponse', photo.body);
  });

  it('membership plans and the admin statistics', async () => {
    const plans = await ctx.http().get('/api/membership-plans').expect(200);
    expect(plans.body.length).toBeGreaterThan(0);
    for (const plan of plans.body) expectToMatchContract('MembershipPlan', plan);
    const admin = identityHeaders(
      { sub: '00000000-0000-4000-8000-000000000001', username: 'root', role: 'admin', adminElevated: true },
      'account',
    );
    expectToMatchContract(
      'AccountStats',
      (await ctx.http().get('/internal/stats').set(admin).expect(200)).body,
    );
  });
});
