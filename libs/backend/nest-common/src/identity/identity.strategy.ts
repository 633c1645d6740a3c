import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { IDENTITY_HEADER, type IdentityClaims } from '@petcora/contracts';
import {
  IDENTITY_TOKEN_ALGORITHM,
  IDENTITY_TOKEN_ISSUER,
  identityFromPayload,
  type IdentityAudience,
} from '@petcora/identity';
import { identityPublicKeyFromEnv } from '../config/identity-key-env';

/** Injection token: the service name this process answers as; tokens for any other audience are refused. */
export const IDENTITY_AUDIENCE = Symbol('IDENTITY_AUDIENCE');

/**
 * Verifies the gateway-signed ES256 identity token with the public key (a service cannot sign) and checks that it is
 * addressed to this service. Services trust no other source of identity.
 */
@Injectable()
export class IdentityStrategy extends PassportStrategy(Strategy, 'identity') {
  constructor(@Inject(IDENTITY_AUDIENCE) private readonly audience: IdentityAudience) {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(IDENTITY_HEADER),
      // passport-jwt's types take a PEM string; jsonwebtoken turns it back into the EC public key.
      secretOrKey: identityPublicKeyFromEnv().export({ type: 'spki', format: 'pem' }).toString(),
      algorithms: [IDENTITY_TOKEN_ALGORITHM],
      issuer: IDENTITY_TOKEN_ISSUER,
      audience,
      ignoreExpiration: false,
    });
  }

  /** passport-jwt accepts an audience list containing ours; exactly one audience is required here. */
  validate(payload: unknown): IdentityClaims | null {
    return identityFromPayload(payload, this.audience);
  }
}
