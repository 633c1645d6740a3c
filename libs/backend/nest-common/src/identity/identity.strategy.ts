import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { IDENTITY_HEADER, type IdentityClaims } from '@petcora/contracts';
import { IDENTITY_TOKEN_ISSUER } from '@petcora/identity';
import { secretFromEnv } from '../config/validate-env';

/** Verifies the gateway-signed identity token. Services trust no other source of identity. */
@Injectable()
export class IdentityStrategy extends PassportStrategy(Strategy, 'identity') {
  constructor() {
    super({
      jwtFromRequest: ExtractJwt.fromHeader(IDENTITY_HEADER),
      secretOrKey: secretFromEnv('IDENTITY_TOKEN_SECRET'),
      algorithms: ['HS256'],
      issuer: IDENTITY_TOKEN_ISSUER,
      ignoreExpiration: false,
    });
  }

  validate(payload: { sub: string; username?: string; role?: string }): IdentityClaims {
    return {
      sub: payload.sub,
      username: payload.username ?? '',
      role: payload.role === 'admin' ? 'admin' : 'member',
    };
  }
}
