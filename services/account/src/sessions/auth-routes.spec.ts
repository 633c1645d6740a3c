import type { INestApplication } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AUTH_ROUTES } from '@petcora/contracts';
import { discoverRoutes } from '@petcora/testing';
import { useAccountTestContext } from '../testing/account-test-app';
import { assertAuthRoute } from './auth-route';

/** Method + path of every route the running app serves, discovered the way the bad-input walk does. */
function servedRoutes(app: INestApplication): Set<string> {
  return new Set(discoverRoutes(app).map((route) => `${route.method} ${route.path}`));
}

describe('the shared auth route table', () => {
  const ctx = useAccountTestContext('account_auth_routes');

  it('every route of the table is served by the account service', () => {
    const served = servedRoutes(ctx.app);
    for (const route of Object.values(AUTH_ROUTES))
      expect({
        route: `${route.method} ${route.path}`,
        served: served.has(`${route.method} ${route.path}`),
      }).toEqual({
        route: `${route.method} ${route.path}`,
        served: true,
      });
  });

  it('every session-creating route the service serves is in the table: sign-up, register, sign-in, unlock', async () => {
    // Each of these reaches startSession; one missing from the table would answer 500 here.
    const user = { email: 'table@example.com', password: 'table-password-1', username: 'table_user' };
    const agent = ctx.http;
    expect((await agent().post('/api/auth/signup').send(user)).status).toBe(201);
    expect(
      (
        await agent().post('/api/auth/register').send({
          firstName: 'Table',
          lastName: 'Two',
          email: 'table2@example.com',
          username: 'table_user2',
          displayName: 'Table Two',
          password: 'table-password-2',
          confirmPassword: 'table-password-2',
        })
      ).status,
    ).toBe(201);
    expect(
      (await agent().post('/api/auth/signin').send({ email: user.email, password: user.password })).status,
    ).toBe(200);
    expect(
      (
        await agent().post('/api/simple-auth/signup').send({
          username: 'table_user3',
          password: 'table-password-3',
          confirmPassword: 'table-password-3',
        })
      ).status,
    ).toBe(201);
  });

  it('refuses to start a session on a route missing from the table', () => {
    const unlisted = {
      method: 'POST',
      routeOptions: { url: '/api/auth/magic-link' },
    } as unknown as FastifyRequest;
    expect(() => assertAuthRoute(unlisted, ['credential'])).toThrow(/not a credential route of AUTH_ROUTES/);
    const listed = {
      method: 'POST',
      routeOptions: { url: '/api/auth/register' },
    } as unknown as FastifyRequest;
    expect(() => assertAuthRoute(listed, ['credential'])).not.toThrow();
    const signOutAsCredential = {
      method: 'GET',
      routeOptions: { url: '/api/logout' },
    } as unknown as FastifyRequest;
    expect(() => assertAuthRoute(signOutAsCredential, ['credential'])).toThrow();
  });
});
