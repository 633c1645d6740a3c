// The two ways the bench is "signed in": a real session through the gateway, and a signed identity header for
// calling a service directly (what the gateway itself forwards).
import { DEMO_USERS } from '@petcora/demo-data';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, normalisePem, signIdentityToken } from '@petcora/identity';

export const BENCH_MEMBER_EMAIL = 'maya@petcora.example';
const IDENTITY_HEADER = 'x-petcora-identity';

export function benchMember() {
  const member = DEMO_USERS.find((u) => u.email === BENCH_MEMBER_EMAIL);
  if (!member) throw new Error(`The demo data has no ${BENCH_MEMBER_EMAIL}.`);
  return member;
}

/** A CSRF token the gateway accepts: sent back as the XSRF-TOKEN cookie and the X-XSRF-TOKEN header. */
export async function gatewayXsrfToken(gatewayUrl) {
  const first = await fetch(`${gatewayUrl}/api/remotes`);
  const xsrf = cookiesFrom(first)['XSRF-TOKEN'];
  if (!xsrf) throw new Error(`${gatewayUrl}/api/remotes set no XSRF-TOKEN cookie (status ${first.status}).`);
  return xsrf;
}

export function cookiesFrom(response) {
  return Object.fromEntries(
    response.headers.getSetCookie().map((line) => {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      return [pair.slice(0, at), pair.slice(at + 1)];
    }),
  );
}

/**
 * Signs in through the gateway like the browser does: fetch any page of /api to receive the XSRF-TOKEN cookie, then
 * POST the credentials with that cookie and the matching X-XSRF-TOKEN header. Returns the Cookie header to replay
 * (it carries the XSRF-TOKEN cookie: writes send the same value in X-XSRF-TOKEN).
 */
export async function gatewaySessionCookie(gatewayUrl, member = benchMember()) {
  const xsrf = await gatewayXsrfToken(gatewayUrl);
  const post = (contentType, body) =>
    fetch(`${gatewayUrl}/api/auth/signin`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        cookie: `XSRF-TOKEN=${xsrf}`,
        'x-xsrf-token': xsrf,
        origin: gatewayUrl,
      },
      body,
    });
  const credentials = { email: member.email, password: member.password };
  let signIn = await post('application/json', JSON.stringify(credentials));
  if (signIn.status === 400) {
    // Seen when the account service's JSON body parser is not mounted for /api/auth: the form encoding still
    // reaches it. Say so loudly, since the browser signs in with JSON.
    process.stderr.write(
      `! JSON sign-in answered 400 (${await signIn.text()}); retrying form-encoded. Check the account service.\n`,
    );
    signIn = await post('application/x-www-form-urlencoded', new URLSearchParams(credentials).toString());
  }
  if (signIn.status !== 200) {
    throw new Error(
      `Signing in as ${member.email} through the gateway answered ${signIn.status}: ${await signIn.text()}`,
    );
  }
  const cookies = { 'XSRF-TOKEN': xsrf, ...cookiesFrom(signIn) };
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/**
 * Headers for calling the `audience` service directly, valid for the whole run (the gateway's own tokens live 60 s).
 * Signed with the gateway's private key (the development key unless IDENTITY_TOKEN_PRIVATE_KEY is set).
 */
export function directIdentityHeaders(privateKey, audience, ttlSeconds) {
  const member = benchMember();
  const token = signIdentityToken(
    { sub: member.id, username: member.username, role: 'member' },
    audience,
    privateKey ? normalisePem(privateKey) : DEV_IDENTITY_TOKEN_PRIVATE_KEY,
    ttlSeconds,
  );
  return { [IDENTITY_HEADER]: token };
}
