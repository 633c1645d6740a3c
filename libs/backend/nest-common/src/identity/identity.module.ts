import { type DynamicModule, Module } from '@nestjs/common';
import type { IdentityAudience } from '@petcora/identity';
import { IDENTITY_AUDIENCE, IdentityStrategy } from './identity.strategy';

/**
 * The identity guards. A service's root module imports `IdentityModule.forAudience('<its name>')` once, which
 * registers the token check for that audience globally; feature modules may import plain `IdentityModule`.
 */
@Module({})
export class IdentityModule {
  static forAudience(audience: IdentityAudience): DynamicModule {
    return {
      module: IdentityModule,
      global: true,
      providers: [{ provide: IDENTITY_AUDIENCE, useValue: audience }, IdentityStrategy],
      exports: [IDENTITY_AUDIENCE, IdentityStrategy],
    };
  }
}
