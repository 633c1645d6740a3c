import { generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_IDENTITY_TOKEN_PRIVATE_KEY, DEV_IDENTITY_TOKEN_PUBLIC_KEY } from './dev-identity-keys';
import { readIdentityPrivateKey, readIdentityPublicKey } from './identity-keys';
import { signIdentityToken, verifyIdentityToken } from './identity-token';

const pem = (key: { export(o: object): string | Buffer }, type: string) =>
  String(key.export({ type, format: 'pem' }));
const freshPair = () => {
  const pair = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return { privatePem: pem(pair.privateKey, 'pkcs8'), publicPem: pem(pair.publicKey, 'spki') };
};
const oneLine = (text: string) => text.trim().replace(/\n/g, '\\n');
const rex = { sub: 'u1', username: 'rex', role: 'member' as const };

describe('identity keys from the environment', () => {
  it('uses the committed development pair under NODE_ENV=development and test', () => {
    const token = signIdentityToken(rex, 'store', readIdentityPrivateKey({ NODE_ENV: 'development' }));
    expect(verifyIdentityToken(token, readIdentityPublicKey({ NODE_ENV: 'test' }), 'store')).toEqual(rex);
  });

  it('accepts a real pair in production, also as one line with literal \\n', () => {
    const { privatePem, publicPem } = freshPair();
    const signer = readIdentityPrivateKey({
      NODE_ENV: 'production',
      IDENTITY_TOKEN_PRIVATE_KEY: oneLine(privatePem),
    });
    const verifier = readIdentityPublicKey({
      NODE_ENV: 'production',
      IDENTITY_TOKEN_PUBLIC_KEY: oneLine(publicPem),
    });
    expect(verifyIdentityToken(signIdentityToken(rex, 'account', signer), verifier, 'account')).toEqual(rex);
  });

  it('refuses a missing key or the development pair in production', () => {
    expect(() => readIdentityPrivateKey({ NODE_ENV: 'production' })).toThrow(
      /IDENTITY_TOKEN_PRIVATE_KEY must be set/,
    );
    expect(() => readIdentityPublicKey({ NODE_ENV: 'production' })).toThrow(
      /IDENTITY_TOKEN_PUBLIC_KEY must be set/,
    );
    expect(() =>
      readIdentityPrivateKey({
        NODE_ENV: 'production',
        IDENTITY_TOKEN_PRIVATE_KEY: oneLine(DEV_IDENTITY_TOKEN_PRIVATE_KEY),
      }),
    ).toThrow(/published development key/);
    expect(() =>
      readIdentityPublicKey({
        NODE_ENV: 'production',
        IDENTITY_TOKEN_PUBLIC_KEY: DEV_IDENTITY_TOKEN_PUBLIC_KEY,
      }),
    ).toThrow(/published development key/);
  });

  describe.each([
    ['unset', {}],
    ['staging', { NODE_ENV: 'staging' }],
    ['prod', { NODE_ENV: 'prod' }],
  ])('with NODE_ENV %s (runs as production)', (_name, mode: Record<string, string>) => {
    it('refuses to fall back to the development pair', () => {
      expect(() => readIdentityPrivateKey(mode)).toThrow(
        /IDENTITY_TOKEN_PRIVATE_KEY must be set .*runs as production/,
      );
      expect(() => readIdentityPublicKey(mode)).toThrow(
        /IDENTITY_TOKEN_PUBLIC_KEY must be set .*runs as production/,
      );
    });

    it('refuses the development pair when configured', () => {
      expect(() =>
        readIdentityPrivateKey({ ...mode, IDENTITY_TOKEN_PRIVATE_KEY: DEV_IDENTITY_TOKEN_PRIVATE_KEY }),
      ).toThrow(/published development key/);
      expect(() =>
        readIdentityPublicKey({ ...mode, IDENTITY_TOKEN_PUBLIC_KEY: DEV_IDENTITY_TOKEN_PUBLIC_KEY }),
      ).toThrow(/published development key/);
    });
  });

  it.each(['development', 'test'])(
    'accepts the development pair, configured or not, with NODE_ENV=%s',
    (nodeEnv) => {
      expect(() => readIdentityPrivateKey({ NODE_ENV: nodeEnv })).not.toThrow();
      expect(() => readIdentityPublicKey({ NODE_ENV: nodeEnv })).not.toThrow();
      expect(() =>
        readIdentityPrivateKey({
          NODE_ENV: nodeEnv,
          IDENTITY_TOKEN_PRIVATE_KEY: DEV_IDENTITY_TOKEN_PRIVATE_KEY,
        }),
      ).not.toThrow();
      expect(() =>
        readIdentityPublicKey({
          NODE_ENV: nodeEnv,
          IDENTITY_TOKEN_PUBLIC_KEY: DEV_IDENTITY_TOKEN_PUBLIC_KEY,
        }),
      ).not.toThrow();
    },
  );

  it('refuses the .env.example placeholders', () => {
    const example = readFileSync(path.resolve(__dirname, '../../../../.env.example'), 'utf8');
    const value = (name: string) => new RegExp(`^${name}=(.*)$`, 'm').exec(example)?.[1] ?? '';
    expect(() =>
      readIdentityPrivateKey({
        NODE_ENV: 'production',
        IDENTITY_TOKEN_PRIVATE_KEY: value('IDENTITY_TOKEN_PRIVATE_KEY'),
      }),
    ).toThrow(/IDENTITY_TOKEN_PRIVATE_KEY must be a PEM private key/);
    expect(() =>
      readIdentityPublicKey({
        NODE_ENV: 'production',
        IDENTITY_TOKEN_PUBLIC_KEY: value('IDENTITY_TOKEN_PUBLIC_KEY'),
      }),
    ).toThrow(/IDENTITY_TOKEN_PUBLIC_KEY must be a PEM public key/);
  });

  it('refuses keys that are not P-256, and a private key where the public one belongs', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 2048 });
    expect(() =>
      readIdentityPrivateKey({ IDENTITY_TOKEN_PRIVATE_KEY: pem(rsa.privateKey, 'pkcs8') }),
    ).toThrow(/P-256/);
    const p384 = generateKeyPairSync('ec', { namedCurve: 'secp384r1' });
    expect(() => readIdentityPublicKey({ IDENTITY_TOKEN_PUBLIC_KEY: pem(p384.publicKey, 'spki') })).toThrow(
      /P-256/,
    );
    expect(() => readIdentityPublicKey({ IDENTITY_TOKEN_PUBLIC_KEY: freshPair().privatePem })).toThrow(
      /must be the public key/,
    );
  });

  it('refuses to start a production service that was given the private key', () => {
    const { privatePem, publicPem } = freshPair();
    expect(() =>
      readIdentityPublicKey({
        NODE_ENV: 'production',
        IDENTITY_TOKEN_PUBLIC_KEY: publicPem,
        IDENTITY_TOKEN_PRIVATE_KEY: privatePem,
      }),
    ).toThrow(/only the gateway signs/);
  });
});
