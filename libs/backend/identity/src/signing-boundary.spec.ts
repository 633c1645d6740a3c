import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../../../..');

/** Production sources of a folder: no specs, no test helpers, no build output. */
function productionSources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory())
      return ['testing', 'dist', 'node_modules'].includes(name) ? [] : productionSources(full);
    return /\.ts$/.test(name) && !/\.spec\.ts$/.test(name) ? [full] : [];
  });
}

/** Anything that can produce a valid identity token: the signer, the gateway's key variable, the dev private key. */
const SIGNING =
  /signIdentityToken|readIdentityPrivateKey|IDENTITY_TOKEN_PRIVATE_KEY|DEV_IDENTITY_TOKEN_PRIVATE_KEY/;

describe('only the gateway can sign identity tokens', () => {
  const serviceRoots = readdirSync(path.join(REPO, 'services')).map((name) =>
    path.join(REPO, 'services', name, 'src'),
  );

  it.each([...serviceRoots, path.join(REPO, 'libs/backend/nest-common/src')])(
    '%s has no code that signs or reads the private key',
    (root) => {
      const offenders = productionSources(root).filter((file) => SIGNING.test(readFileSync(file, 'utf8')));
      expect(offenders.map((file) => path.relative(REPO, file))).toEqual([]);
    },
  );

  it('the gateway signs in one place only, from the account service’s answer', () => {
    const offenders = productionSources(path.join(REPO, 'gateway/src')).filter((file) =>
      /signIdentityToken/.test(readFileSync(file, 'utf8')),
    );
    expect(offenders.map((file) => path.relative(REPO, file))).toEqual([
      'gateway/src/identity/identity-token-cache.ts',
    ]);
  });
});
