import { type DynamicModule, Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import type { IdentityAudience } from '@petcora/identity';
import { IDENTITY_AUDIENCE, IdentityStrategy } from './identity.strategy';

/**
 * The identity guards. A service's root module imports `IdentityModule.forAudience('<its name>')` once, which
 * registers the token strategy for that audience globally; feature modules may import plain `IdentityModule`.
 */
@Module({
  imports: [PassportModule],
  exports: [PassportModule],
})
export class IdentityModule {
  static forAudience(audience: IdentityAudience): DynamicModule {
    return {
      module: IdentityModule,
      global: true,
      providers: [{ provide: IDENTITY_AUDIENCE, useValue: audience }, IdentityStrategy],
      exports: [PassportModule, IDENTITY_AUDIENCE],
    };
  }
}
