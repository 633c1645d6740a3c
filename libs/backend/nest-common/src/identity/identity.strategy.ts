import { Inject, Injectable } from '@nestjs/common';
import { IDENTITY_HEADER, type IdentityClaims } from '@petcora/contracts';
import { IdentityTokenVerifier, type IdentityAudience } from '@petcora/identity';
import { identityPublicKeyFromEnv } from '../config/identity-key-env';

/** Injection token: the service name this process answers as; tokens for any other audience are refused. */
export const IDENTITY_AUDIENCE = Symbol('IDENTITY_AUDIENCE');

/**
 * Verifies the gateway-signed ES256 identity token with the public key (a service cannot sign) and checks that it is
 * addressed to this service. Services trust no other source of identity. Verified tokens are remembered until they
 * expire (IdentityTokenVerifier): the gateway sends a member's same token for its whole lifetime.
 *
 * Called by the guards directly rather than through passport: passport-jwt parsed the PEM public key and ran the
 * whole passport chain on every request.
 */
@Injectable()
export class IdentityStrategy {
  private readonly verifier: IdentityTokenVerifier;

  constructor(@Inject(IDENTITY_AUDIENCE) audience: IdentityAudience) {
    this.verifier = new IdentityTokenVerifier(identityPublicKeyFromEnv(), audience);
  }

  /** The verified caller of a request, or null (no header, a list of them, or a token this service refuses). */
  identify(headers: Record<string, string | string[] | undefined>): IdentityClaims | null {
    const token = headers[IDENTITY_HEADER];
    return typeof token === 'string' ? this.verifier.verify(token) : null;
  }
}
