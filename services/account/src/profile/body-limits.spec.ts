import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PNG_BYTES, signUpMember, type TestMember } from '../testing/account-fixtures';
import { useAccountTestContext } from '../testing/account-test-app';

/** Large JSON bodies only for the signed-in method that needs them; everything else is capped at 100 KB. */
describe('JSON body limits', () => {
  let member: TestMember;
  let port: number;

  const ctx = useAccountTestContext('account_body_limits');

  beforeAll(async () => {
    member = await signUpMember(ctx, 'bodies');
    const server = ctx.app.getHttpServer() as http.Server;
    if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  /** Announces a big JSON body, sends 1 KB of it and never the rest: answers whatever comes back first. */
  function startBigBody(method: string, path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
      const started = Date.now();
      const req = http.request({
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: {
          'content-type': 'application/json',
          'content-length': String(20 * 1024 * 1024),
          ...headers,
        },
      });
      req.on('response', (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, ms: Date.now() - started }));
        req.destroy();
      });
      req.on('error', (error) => (Date.now() - started < 50 ? reject(error) : undefined));
      req.write(`{"profileImageUrl":"${'A'.repeat(1024)}`);
      setTimeout(() => {
        req.destroy();
        resolve({ status: 0, body: 'no answer within 2 s: the service was waiting for the body', ms: 2000 });
      }, 2000);
    });
  }

  it('answers an anonymous PUT /api/users/profile at once with 401, without reading its 20 MB body', async () => {
    const res = await startBigBody('PUT', '/api/users/profile');
    expect(res).toMatchObject({ status: 401 });
    expect(res.ms).toBeLessThan(1000);
  });

  it('refuses any other big JSON body with 413 and a message, signed in or not', async () => {
    const big = JSON.stringify({ displayName: 'x', bio: 'y'.repeat(200 * 1024) });
    for (const [method, path] of [
      ['PATCH', `/api/users/${member.id}/profile`],
      ['POST', '/api/users/profile'],
      ['POST', '/api/auth/signin'],
      ['POST', '/api/auth/onboarding'],
    ] as const) {
      const res = await ctx
        .http()
        [method === 'PATCH' ? 'patch' : 'post'](path)
        .set(member.headers)
        .set('content-type', 'application/json')
        .send(big);
      expect({ method, path, status: res.status, body: res.body }).toEqual({
        method,
        path,
        status: 413,
        body: { message: 'Request body is too large' },
      });
    }
  });

  it('still takes a signed-in member inline image larger than 100 KB', async () => {
    // A valid PNG padded past the small cap (trailing bytes after IEND are ignored by decoders and the checks).
    const padded = Buffer.concat([PNG_BYTES, Buffer.alloc(300 * 1024)]);
    const res = await ctx
      .http()
      .put('/api/users/profile')
      .set(member.headers)
      .send({ profileImageUrl: `data:image/png;base64,${padded.toString('base64')}` });
    expect(res.status).toBe(200);
    expect(res.body.user.profileImageUrl).toMatch(/^\/media\/account\//);
  });
});
